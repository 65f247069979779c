import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Stack, Text } from '@mantine/core';

/** SPEC §9: availability weekdays 0 Monday … 6 Sunday. */
export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Weekday names, Monday first, as the interface language writes them. */
export const weekdayName = (day: number, locale: string) =>
  // 1 January 2024 was a Monday.
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day));

interface WeekdayChoiceProps {
  label: string;
  value: number[];
  onChange: (days: number[]) => void;
  error?: React.ReactNode;
  disabled?: boolean;
}

/** SPEC §5 weekday group: an "every day" box above the seven days; days are kept in week order. */
export function WeekdayChoice({ label, value, onChange, error, disabled }: WeekdayChoiceProps) {
  const { i18n } = useLingui();
  const every = value.length === ALL_WEEKDAYS.length;
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Checkbox
        label={<Trans>Todos los días</Trans>}
        checked={every}
        indeterminate={value.length > 0 && !every}
        onChange={() => onChange(every ? [] : [...ALL_WEEKDAYS])}
        disabled={disabled}
      />
      <Checkbox.Group
        value={value.map(String)}
        onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}
        error={error}
      >
        <Group gap="sm">
          {ALL_WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              value={String(day)}
              label={weekdayName(day, i18n.locale)}
              disabled={disabled}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
