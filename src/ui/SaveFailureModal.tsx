import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SaveFailureModalProps {
  /** The server's message; null keeps the modal closed. */
  message: ReactNode | null;
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
