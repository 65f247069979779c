import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SpecialPrice } from './specialPriceQueries.ts';

interface DeleteSpecialPriceModalProps {
  /** The entry asked to be deleted; null keeps the dialog closed. */
  entry: SpecialPrice | null;
  deleting: boolean;
  onDelete: (entry: SpecialPrice) => void;
  onClose: () => void;
}

/** The confirmation before a special price is deleted; "No" has the focus, as a wrong press costs nothing. */
export function DeleteSpecialPriceModal({
  entry,
  deleting,
  onDelete,
  onClose,
}: DeleteSpecialPriceModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t`Eliminar precio especial`}
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
      centered
      size={440}
    >
      <Stack gap="md">
        <Text>
          <Trans>¿Quieres eliminar el precio especial «{entry?.note}»?</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
            <Trans>No</Trans>
          </Button>
          <Button color="red" loading={deleting} onClick={() => entry && onDelete(entry)}>
            <Trans>Sí, eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
