import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface RestaurantLocationDeleteDialogProps {
  opened: boolean;
  /** The location's address, to say which one goes. */
  address: string;
  /** It is the last one: the step, and the restaurant's publication, need another. */
  last: boolean;
  /** The deletion is on its way. */
  deleting: boolean;
  /** Why the server did not delete it. */
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §8 "Delete asks confirmation": a location is deleted only once the provider says yes. */
export function RestaurantLocationDeleteDialog({
  opened,
  address,
  last,
  deleting,
  failure,
  onConfirm,
  onCancel,
}: RestaurantLocationDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onCancel} title={t`¿Eliminar esta ubicación?`} centered>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>{address} dejará de aparecer en tu anuncio.</Trans>
        </Text>
        {last ? (
          <Text size="sm">
            <Trans>
              Es tu única ubicación: tu restaurante no podrá enviarse a revisión hasta que añadas otra, y si
              está visible se ocultará.
            </Trans>
          </Text>
        ) : null}
        {failure ? (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          <Trans>No</Trans>
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          <Trans>Sí, eliminar</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
