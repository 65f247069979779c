import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '../../i18n/dates.ts';
import { isLanguage, regionalLocale } from '../../i18n/i18n.ts';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { longDay } from './calendarDays.ts';
import type { GridSelection } from './MonthGrid.tsx';

/** SPEC §7: a range's note holds at most 500 characters. */
export const NOTE_MAX = 500;

interface SelectionPanelProps {
  selection: GridSelection;
  /** A thing to do's calendar (issue 16): one day is a departure, saved alone. */
  byDeparture: boolean;
  note: string;
  busy: boolean;
  onNote: (note: string) => void;
  onSave: () => void;
}

function SelectionText({ selection }: { selection: GridSelection }) {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'es';
  if (selection.start === null) return <Trans>Elige el primer día en el calendario.</Trans>;
  const from = formatDate(selection.start, language);
  if (selection.end === null) return <Trans>Desde el {from}: elige el último día.</Trans>;
  const to = formatDate(selection.end, language);
  return (
    <Trans>
      Del {from} al {to}
    </Trans>
  );
}

/** By departure: one day reads as that day's departure, two as the range of departures. */
function DepartureText({ selection }: { selection: GridSelection }) {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'es';
  const { start, end } = selection;
  if (start === null) return <Trans>Elige un día en el calendario.</Trans>;
  const day = longDay(start, regionalLocale(i18n.locale));
  if (end === null) return <Trans>El {day}. Guarda para cerrar esa salida, o elige el último día.</Trans>;
  if (end === start) return <Trans>El {day}</Trans>;
  const from = formatDate(start, language);
  const to = formatDate(end, language);
  return (
    <Trans>
      Del {from} al {to}
    </Trans>
  );
}

/** The picked range (by departure, the picked day), its note, and the button that closes it. */
export function SelectionPanel({ selection, byDeparture, note, busy, onNote, onSave }: SelectionPanelProps) {
  const { t } = useLingui();
  const oneDay = selection.start !== null && (selection.end ?? selection.start) === selection.start;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cal-selection-title">
      <Stack gap="sm">
        <Text fw={600} id="cal-selection-title">
          {byDeparture ? <Trans>Salidas elegidas</Trans> : <Trans>Fechas elegidas</Trans>}
        </Text>
        <Text size="sm" aria-live="polite">
          {byDeparture ? <DepartureText selection={selection} /> : <SelectionText selection={selection} />}
        </Text>
        <CountedTextarea
          label={t`Nota`}
          placeholder={
            byDeparture ? t`Por ejemplo: feriado, lluvias` : t`Por ejemplo: mantenimiento, uso personal`
          }
          value={note}
          maxLength={NOTE_MAX}
          minRows={2}
          onChange={(event) => onNote(event.currentTarget.value)}
        />
        <Button onClick={onSave} loading={busy} w="fit-content">
          {!byDeparture ? (
            <Trans>Bloquear fechas</Trans>
          ) : oneDay ? (
            <Trans>Cerrar salida</Trans>
          ) : (
            <Trans>Cerrar salidas</Trans>
          )}
        </Button>
      </Stack>
    </Paper>
  );
}
