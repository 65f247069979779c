import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import * as schemaLimits from '../../../openapi/limits.ts';
import { DateField } from '../../ui/DateField.tsx';
import { isComplete, type OverviewSelection } from './overviewDays.ts';

interface ActionsProps {
  selection: OverviewSelection;
  note: string;
  busy: 'blocked' | 'available' | null;
  onDates: (from: string, to: string) => void;
  onNote: (note: string) => void;
  onSave: (lockType: 'blocked' | 'available') => void;
  onClear: () => void;
}

const NOTE_MAX = schemaLimits.CalendarRangesSave.note.maxLength;

/**
 * The selected days and products, the note, and Block / Unblock for all of them in one go. The two date fields
 * are the keyboard's way to choose the days (the grid's drag is the pointer's).
 */
export function CalendarOverviewActions({
  selection,
  note,
  busy,
  onDates,
  onNote,
  onSave,
  onClear,
}: ActionsProps) {
  const { t } = useLingui();
  const count = selection.productIds.length;
  const ready = isComplete(selection);
  const reversed = selection.from !== '' && selection.to !== '' && selection.from > selection.to;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cal-overview-actions-title">
      <Stack gap="sm">
        <Text id="cal-overview-actions-title" fw={600}>
          {count === 0 ? (
            <Trans>Selecciona productos y fechas</Trans>
          ) : (
            <Plural value={count} one="# producto seleccionado" other="# productos seleccionados" />
          )}
        </Text>
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <DateField
            label={t`Desde`}
            value={selection.from}
            onChange={(day) => onDates(day ?? '', selection.to)}
            miw={150}
          />
          <DateField
            label={t`Hasta`}
            value={selection.to}
            minDate={selection.from || undefined}
            onChange={(day) => onDates(selection.from, day ?? '')}
            error={reversed ? t`La fecha final no puede ser anterior a la inicial.` : undefined}
            miw={150}
          />
        </Group>
        <Textarea
          label={t`Nota (opcional)`}
          value={note}
          maxLength={NOTE_MAX}
          autosize
          minRows={1}
          maxRows={4}
          onChange={(event) => onNote(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button
            onClick={() => onSave('blocked')}
            disabled={!ready || (busy !== null && busy !== 'blocked')}
            loading={busy === 'blocked'}
          >
            <Trans>Bloquear fechas</Trans>
          </Button>
          <Button
            variant="outline"
            onClick={() => onSave('available')}
            disabled={!ready || (busy !== null && busy !== 'available')}
            loading={busy === 'available'}
          >
            <Trans>Desbloquear fechas</Trans>
          </Button>
          <Button variant="subtle" onClick={onClear} disabled={busy !== null}>
            <Trans>Limpiar selección</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
