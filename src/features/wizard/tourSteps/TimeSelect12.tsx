import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import {
  from12Hour,
  HOURS_12,
  type Hour12,
  MERIDIEMS,
  type Meridiem,
  MINUTES,
  type Minute,
  type Time12,
  to12Hour,
} from '../../../../machines/timeChoices.ts';

interface TimeSelect12Props {
  /**
   * What the three selects are for, e.g. "Hora de la actividad": shown once above them, and the start of each
   * select's accessible name ("Hora de la actividad: minutos").
   */
  label: string;
  /** "HH:MM" (24 h), or '' while nothing is chosen. */
  value: string;
  onChange: (time: string) => void;
  disabled?: boolean;
}

/**
 * SPEC §5 time selector: hour 01-12, minutes 00/15/30/45, AM/PM. Hands on a 24-hour "HH:MM" once all
 * three pieces are chosen, '' before. The pieces chosen so far are its own; a parent that empties it
 * (after adding the time) gives it a new `key`.
 *
 * The label is written once over the group and each select shows only its piece ("Minutos"): three 84 px
 * selects each labelled "Hora de la actividad: minutos" wrapped onto three lines on a 390 px phone. Each
 * select's accessible name still holds the whole label, so a screen reader that lands on one knows which time.
 * They are the browser's own selects (NativeSelect): on a phone each opens the system's picker wheel, a time is three
 * quick picks with nothing to download first, and the step does not carry Mantine's Combobox and Floating UI (~35 KiB
 * gzip, issue 28). Until a piece is chosen it shows an empty, disabled first option.
 */
export function TimeSelect12({ label, value, onChange, disabled }: TimeSelect12Props) {
  const { t } = useLingui();
  const [time, setTime] = useState<Partial<Time12>>(() => to12Hour(value) ?? {});
  const change = (piece: Partial<Time12>) => {
    const next = { ...time, ...piece };
    setTime(next);
    onChange(next.hour && next.minute && next.meridiem ? from12Hour(next as Time12) : '');
  };
  const labelId = useId();
  const pieces = [
    {
      shown: t({ message: 'Hora', context: 'hour of a time' }),
      name: t`${label}: hora`,
      data: HOURS_12,
      value: time.hour,
      pick: (hour: string | null) => change({ hour: (hour as Hour12 | null) ?? undefined }),
    },
    {
      shown: t`Minutos`,
      name: t`${label}: minutos`,
      data: MINUTES,
      value: time.minute,
      pick: (minute: string | null) => change({ minute: (minute as Minute | null) ?? undefined }),
    },
    {
      shown: t`AM/PM`,
      name: t`${label}: AM/PM`,
      data: MERIDIEMS,
      value: time.meridiem,
      pick: (meridiem: string | null) => change({ meridiem: (meridiem as Meridiem | null) ?? undefined }),
    },
  ];
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {pieces.map((piece) => (
          <NativeSelect
            key={piece.name}
            label={piece.shown}
            aria-label={piece.name}
            data={[{ value: '', label: '', disabled: true }, ...piece.data]}
            value={piece.value ?? ''}
            onChange={(event) => piece.pick(event.currentTarget.value || null)}
            disabled={disabled}
            w={84}
          />
        ))}
      </Group>
    </Stack>
  );
}
