import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

interface AfterSaveModalProps {
  opened: boolean;
  /** Whether going to the rooms list is offered (hotels and hostels). */
  withRooms: boolean;
  onKeepEditing: () => void;
  onRooms: () => void;
  onProducts: () => void;
}

/** SPEC §2: after a save in edit mode the provider chooses where to go; only a choice closes it. */
export function AfterSaveModal({
  opened,
  withRooms,
  onKeepEditing,
  onRooms,
  onProducts,
}: AfterSaveModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size={520}
      title={
        <Group gap="sm">
          <ThemeIcon color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text fw={600}>
            <Trans>Cambios guardados</Trans>
          </Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text>
          <Trans>¿Quieres seguir editando los siguientes pasos o volver a tus productos?</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          {withRooms ? (
            <Button variant="default" onClick={onRooms}>
              <Trans>Ir a las habitaciones</Trans>
            </Button>
          ) : null}
          <Button variant="default" onClick={onProducts}>
            <Trans>Ir a mis productos</Trans>
          </Button>
          <Button onClick={onKeepEditing} data-autofocus>
            <Trans>Seguir editando</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface SaveFailureModalProps {
  /** The server's message; null keeps the modal closed. */
  message: string | null;
  onClose: () => void;
}

/** SPEC §8: a refused save shows the server's message under a generic error title; the form keeps its values. */
export function SaveFailureModal({ message, onClose }: SaveFailureModalProps) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      centered
      size={520}
      title={
        <Group gap="sm">
          <ThemeIcon color="yellow" variant="light" aria-hidden>
            <IconAlertTriangle size={18} />
          </ThemeIcon>
          <Text fw={600}>
            <Trans>Lo sentimos, algo salió mal</Trans>
          </Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Tus datos siguen en el formulario. Revísalos e inténtalo de nuevo.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            <Trans>Entendido</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
