import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

interface GalleryDeleteDialogProps {
  opened: boolean;
  /** The deletion is on its way. */
  deleting: boolean;
  /** The server refused it. */
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §8 "Delete asks confirmation": a gallery file is deleted only once the provider says yes. */
export function GalleryDeleteDialog({
  opened,
  deleting,
  failed,
  onConfirm,
  onCancel,
}: GalleryDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onCancel} title={t`¿Eliminar este archivo de la galería?`} centered>
      <Text size="sm">
        <Trans>No podrás recuperarlo; tendrás que subirlo de nuevo.</Trans>
      </Text>
      {failed && (
        <Text c="red" size="sm" mt="sm" role="alert">
          <Trans>No se pudo eliminar el archivo. Inténtalo de nuevo.</Trans>
        </Text>
      )}
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
