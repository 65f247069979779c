import { Trans } from '@lingui/react/macro';
import { Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

type CalendarConflict = components['schemas']['CalendarConflict'];

/** Under the calendar's key, so a change to any calendar (a feed synced or removed) reads them again. */
export const calendarConflictsQuery = queryOptions({
  queryKey: ['calendar', 'conflicts'],
  queryFn: async () => unwrap(await api.GET('/api/calendar/conflicts')),
});

function ConflictLine({ conflict }: { conflict: CalendarConflict }) {
  const language = currentLanguage();
  const from = formatDate(conflict.start_date, language);
  const to = formatDate(conflict.end_date, language);
  const feed = conflict.feed_name;
  const code = conflict.reservation_no;
  return (
    <List.Item>
      <Text span fw={600}>
        {conflict.name}
      </Text>
      {': '}
      <Trans>
        {feed} bloquea del {from} al {to}, días de la reserva{' '}
        <AnchorLink to="/reservation/$id" params={{ id: conflict.booking_id }}>
          {code}
        </AnchorLink>
      </Trans>
    </List.Item>
  );
}

/**
 * Imported calendars that block days an accepted reservation holds (issue 13): a guest booked here for nights
 * another site also sold. Shown only when there are some; nothing is dropped silently.
 */
export function CalendarConflictsCard() {
  const { data } = useQuery(calendarConflictsQuery);
  const conflicts = data?.data ?? [];
  if (conflicts.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dashboard-conflicts-title">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" color="red" size={44} radius="md" aria-hidden>
          <IconCalendarX size={24} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text fw={600} id="dashboard-conflicts-title">
            <Trans>Conflictos de calendario</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Un calendario importado bloquea noches que ya tienen una reserva aceptada. Revisa el otro sitio
              para no vender dos veces la misma noche.
            </Trans>
          </Text>
          <List spacing={4} size="sm">
            {conflicts.map((conflict) => (
              <ConflictLine
                key={`${conflict.feed_id}-${conflict.booking_id}-${conflict.start_date}`}
                conflict={conflict}
              />
            ))}
          </List>
        </Stack>
      </Group>
    </Card>
  );
}
