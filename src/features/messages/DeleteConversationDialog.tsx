import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteConversationDialogProps {
  opened: boolean;
  /** The contact's name, as the conversation header shows it. */
  name: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** "Delete this conversation?": loaded when the person picks the menu entry, not with the page. */
export function DeleteConversationDialog({
  opened,
  name,
  onClose,
  onConfirm,
}: DeleteConversationDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Eliminar conversación`} centered>
      <Text size="sm">
        <Trans>
          La conversación con {name} saldrá de tu lista; {name} la conserva. Si vuelve a escribirte,
          reaparecerá.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button
          color="red"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          <Trans>Sí, eliminar</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
