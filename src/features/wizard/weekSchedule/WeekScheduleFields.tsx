import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { regionalLocale } from '../../../i18n/i18n.ts';
import { ScheduleDayRow } from './ScheduleDayRow.tsx';
import { useWeekSchedule } from './useWeekSchedule.ts';
import { weekdayName } from './weekdayNames.ts';
import { dayFields, WEEK_FIELD, type WeekScheduleInput } from './weekScheduleForm.ts';

/**
 * The week of opening hours an attraction's and a restaurant's schedule steps share (SPEC §3 "schedule day", §4
 * "Schedule day type"): seven day cards, Monday first, each driven by its scheduleDay machine, with the week's
 * messages from the form. After a copy a status line says which days took the setting, since they may be off screen.
 */
export function WeekScheduleFields({ week, errors, onDayChange }: WeekScheduleInput) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const days = useWeekSchedule(week, onDayChange, (copy) => {
    const from = weekdayName(copy.from, i18n.locale);
    const to = new Intl.ListFormat(regionalLocale(i18n.locale), { type: 'conjunction' }).format(
      copy.days.map((day) => weekdayName(day, i18n.locale)),
    );
    setCopied(t`Se copió el horario del ${from} a: ${to}.`);
  });
  const weekError = errors[WEEK_FIELD];

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title order={2} size="h5" id={headingId}>
          <Trans>Horario de atención</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Para cada día, indica si abre con horario, las 24 horas o si está cerrado.</Trans>
        </Text>
      </Stack>
      {weekError ? (
        <Text size="sm" c="red.8" role="alert">
          {weekError}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {days.map((actor) => {
          const fields = dayFields(actor.getSnapshot().context.day);
          return (
            <ScheduleDayRow
              key={fields.day}
              actor={actor}
              dayError={errors[fields.day]}
              openingError={errors[fields.opening]}
              closingError={errors[fields.closing]}
            />
          );
        })}
      </SimpleGrid>
      <Text size="sm" c="teal.8" role="status">
        {copied}
      </Text>
    </Stack>
  );
}
