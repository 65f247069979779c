import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BlockedRange } from '../../../machines/calendarRange.machine.ts';
import { formatDate } from '../../i18n/dates.ts';
import { isLanguage } from '../../i18n/i18n.ts';

export type CalendarDialog = 'confirmingUnblock' | 'overlapError' | 'missingDates' | null;

interface NoticeProps {
  opened: boolean;
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
}

/** A modal with one sentence and one button that closes it. */
function Notice({ opened, title, children, onClose }: NoticeProps) {
  return (
    <Modal opened={opened} onClose={onClose} centered title={title}>
      <Stack gap="md">
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            <Trans>Entendido</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface CalendarDialogsProps {
  open: CalendarDialog;
  unblocking: BlockedRange | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onClose: () => void;
}

/** SPEC §8: the reopening question, the overlap error (prov.ly.error) and the missing-dates warning (prov.ly.warning). */
export function CalendarDialogs({
  open,
  unblocking,
  busy,
  onConfirm,
  onCancel,
  onClose,
}: CalendarDialogsProps) {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'es';
  const from = unblocking ? formatDate(unblocking.start, language) : '';
  const to = unblocking ? formatDate(unblocking.end, language) : '';
  return (
    <>
      <Modal
        opened={open === 'confirmingUnblock' || (busy && unblocking !== null)}
        onClose={onCancel}
        centered
        title={<Trans>¿Liberar estas fechas?</Trans>}
      >
        <Stack gap="md">
          <Text>
            <Trans>
              Del {from} al {to} volverá a estar disponible para reservar.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button onClick={onConfirm} loading={busy} data-autofocus>
              <Trans>Liberar fechas</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Notice opened={open === 'overlapError'} onClose={onClose} title={<Trans>No se puede bloquear</Trans>}>
        <Trans>
          Las fechas elegidas se cruzan con fechas ya bloqueadas o reservadas. Elige otras fechas.
        </Trans>
      </Notice>
      <Notice opened={open === 'missingDates'} onClose={onClose} title={<Trans>Faltan fechas</Trans>}>
        <Trans>Elige el primer y el último día en el calendario antes de guardar.</Trans>
      </Notice>
    </>
  );
}
