import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** A new duration erases the itinerary built so far: the provider confirms it first. */
export function DurationChangeDialog({
  opened,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onCancel} title={t`¿Cambiar la duración?`} centered>
      <Stack>
        <Text size="sm">
          <Trans>Al cambiar la duración se borra el itinerario que armaste. ¿Quieres continuar?</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button color="red" onClick={onConfirm}>
            <Trans>Cambiar y borrar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
