import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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

interface LeaveStepModalProps {
  opened: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}

/**
 * Leaving a step with changes not saved (another step, the exit link, the browser's back): save them
 * and go on, discard them and go on, or stay. Escape and the close button stay.
 */
export function LeaveStepModal({ opened, onSave, onDiscard, onStay }: LeaveStepModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      closeOnClickOutside={false}
      centered
      size={520}
      title={
        <Text fw={600}>
          <Trans>Tienes cambios sin guardar</Trans>
        </Text>
      }
    >
      <Stack gap="md">
        <Text>
          <Trans>¿Quieres guardar los cambios de este paso antes de salir?</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay}>
            <Trans>Quedarme</Trans>
          </Button>
          <Button variant="default" color="red" onClick={onDiscard}>
            <Trans>Salir sin guardar</Trans>
          </Button>
          <Button onClick={onSave} data-autofocus>
            <Trans>Guardar y salir</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The wizard's steps on a phone, in a drawer. */
export function StepsDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Drawer opened={opened} onClose={onClose} title={t`Pasos del asistente`} size={300}>
      {children}
    </Drawer>
  );
}
