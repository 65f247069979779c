import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '../../i18n/dates.ts';
import { isLanguage } from '../../i18n/i18n.ts';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import type { GridSelection } from './MonthGrid.tsx';

/** SPEC §7: a range's note holds at most 500 characters. */
export const NOTE_MAX = 500;

interface SelectionPanelProps {
  selection: GridSelection;
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

/** The picked range, its note, and the button that blocks it. */
export function SelectionPanel({ selection, note, busy, onNote, onSave }: SelectionPanelProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cal-selection-title">
      <Stack gap="sm">
        <Text fw={600} id="cal-selection-title">
          <Trans>Fechas elegidas</Trans>
        </Text>
        <Text size="sm" aria-live="polite">
          <SelectionText selection={selection} />
        </Text>
        <CountedTextarea
          label={t`Nota`}
          placeholder={t`Por ejemplo: mantenimiento, uso personal`}
          value={note}
          maxLength={NOTE_MAX}
          minRows={2}
          onChange={(event) => onNote(event.currentTarget.value)}
        />
        <Button onClick={onSave} loading={busy} w="fit-content">
          <Trans>Bloquear fechas</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
