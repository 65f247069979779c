import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
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
  /** What the three selects are for, e.g. "Hora de la actividad": each select's label starts with it. */
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
 */
export function TimeSelect12({ label, value, onChange, disabled }: TimeSelect12Props) {
  const { t } = useLingui();
  const [time, setTime] = useState<Partial<Time12>>(() => to12Hour(value) ?? {});
  const change = (piece: Partial<Time12>) => {
    const next = { ...time, ...piece };
    setTime(next);
    onChange(next.hour && next.minute && next.meridiem ? from12Hour(next as Time12) : '');
  };
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <Select
        label={t`${label}: hora`}
        data={[...HOURS_12]}
        value={time.hour ?? null}
        onChange={(hour) => change({ hour: (hour as Hour12 | null) ?? undefined })}
        disabled={disabled}
        w={84}
        allowDeselect={false}
      />
      <Select
        label={t`${label}: minutos`}
        data={[...MINUTES]}
        value={time.minute ?? null}
        onChange={(minute) => change({ minute: (minute as Minute | null) ?? undefined })}
        disabled={disabled}
        w={84}
        allowDeselect={false}
      />
      <Select
        label={t`${label}: AM/PM`}
        data={[...MERIDIEMS]}
        value={time.meridiem ?? null}
        onChange={(meridiem) => change({ meridiem: (meridiem as Meridiem | null) ?? undefined })}
        disabled={disabled}
        w={84}
        allowDeselect={false}
      />
    </Group>
  );
}
