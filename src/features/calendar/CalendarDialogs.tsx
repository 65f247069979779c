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
  /** A thing to do's calendar (issue 16): the dialogs speak of departures. */
  byDeparture: boolean;
  unblocking: BlockedRange | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onClose: () => void;
}

/** SPEC §8: the reopening question, the overlap error (prov.ly.error) and the missing-dates warning (prov.ly.warning). */
export function CalendarDialogs({
  open,
  byDeparture,
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
  const oneDeparture = byDeparture && unblocking !== null && unblocking.start === unblocking.end;
  return (
    <>
      <Modal
        opened={open === 'confirmingUnblock' || (busy && unblocking !== null)}
        onClose={onCancel}
        centered
        title={oneDeparture ? <Trans>¿Abrir esta salida?</Trans> : <Trans>¿Liberar estas fechas?</Trans>}
      >
        <Stack gap="md">
          <Text>
            {oneDeparture ? (
              <Trans>La salida del {from} volverá a estar disponible para reservar.</Trans>
            ) : (
              <Trans>
                Del {from} al {to} volverá a estar disponible para reservar.
              </Trans>
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button onClick={onConfirm} loading={busy} data-autofocus>
              {oneDeparture ? <Trans>Abrir salida</Trans> : <Trans>Liberar fechas</Trans>}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Notice
        opened={open === 'overlapError'}
        onClose={onClose}
        title={byDeparture ? <Trans>No se puede cerrar</Trans> : <Trans>No se puede bloquear</Trans>}
      >
        {byDeparture ? (
          <Trans>Los días elegidos ya están cerrados o tienen reservas. Elige otros días.</Trans>
        ) : (
          <Trans>
            Las fechas elegidas se cruzan con fechas ya bloqueadas o reservadas. Elige otras fechas.
          </Trans>
        )}
      </Notice>
      <Notice opened={open === 'missingDates'} onClose={onClose} title={<Trans>Faltan fechas</Trans>}>
        {byDeparture ? (
          <Trans>Elige un día en el calendario antes de guardar.</Trans>
        ) : (
          <Trans>Elige el primer y el último día en el calendario antes de guardar.</Trans>
        )}
      </Notice>
    </>
  );
}
