import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../i18n/dates.ts';
import { isLanguage } from '../../i18n/i18n.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import type { StoredRange } from './storedRanges.ts';

function KindBadge({ range }: { range: StoredRange }) {
  switch (range.kind) {
    case 'reserved':
      return (
        <Badge color="blue" variant="light">
          <Trans>Reservado</Trans>
        </Badge>
      );
    case 'imported':
      return (
        <Badge color="grape" variant="light">
          <Trans>Importado</Trans>
        </Badge>
      );
    case 'blocked':
      return (
        <Badge color="red" variant="light">
          <Trans>Bloqueado</Trans>
        </Badge>
      );
  }
}

/** Who holds the range: the reservation (linked), the imported calendar, or the provider's note. */
function RangeDetail({ range }: { range: StoredRange }) {
  if (range.kind === 'reserved' && range.bookingId) {
    const code = range.reservationNo ?? range.bookingId;
    return (
      <AnchorLink to="/reservation/$id" params={{ id: range.bookingId }} size="sm">
        <Trans>Reserva {code}</Trans>
      </AnchorLink>
    );
  }
  if (range.kind === 'imported') {
    const feed = range.feedName ?? '';
    return (
      <Text size="sm">
        <Trans>Importado de {feed}</Trans>
      </Text>
    );
  }
  return range.note ? <Text size="sm">{range.note}</Text> : null;
}

/** One card: a stored range, or (by departure) the reservations departing the same day. */
interface ListedRange {
  key: string;
  first: StoredRange;
  ranges: StoredRange[];
}

/** By departure several reservations may share a day (issue 16): they are listed on one card. */
function listedRanges(ranges: readonly StoredRange[], byDeparture: boolean): ListedRange[] {
  const listed: ListedRange[] = [];
  const reservedDays = new Map<string, ListedRange>();
  for (const range of ranges) {
    const day = byDeparture && range.kind === 'reserved' ? `${range.start}/${range.end}` : null;
    const shared = day === null ? undefined : reservedDays.get(day);
    if (shared) {
      shared.ranges.push(range);
      continue;
    }
    const item = { key: range.id, first: range, ranges: [range] };
    listed.push(item);
    if (day !== null) reservedDays.set(day, item);
  }
  return listed;
}

function RangeDates({ range, byDeparture }: { range: StoredRange; byDeparture: boolean }) {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'es';
  const from = formatDate(range.start, language);
  const to = formatDate(range.end, language);
  if (byDeparture && range.start === range.end) return <Trans>Salida del {from}</Trans>;
  return (
    <Trans>
      Del {from} al {to}
    </Trans>
  );
}

/** The stored ranges, earliest first, each with who holds it; or a sentence when every day is free. */
export function RangeList({ ranges, byDeparture }: { ranges: readonly StoredRange[]; byDeparture: boolean }) {
  const { t } = useLingui();
  const title = byDeparture ? t`Salidas cerradas y reservadas` : t`Fechas cerradas`;
  return (
    <Stack gap="xs" component="section" aria-labelledby="cal-ranges-title">
      <Title order={2} size="h4" id="cal-ranges-title">
        {title}
      </Title>
      {ranges.length === 0 ? (
        <Text c="dimmed">
          {byDeparture ? (
            <Trans>No hay salidas cerradas ni reservadas.</Trans>
          ) : (
            <Trans>No hay fechas bloqueadas ni reservadas: todos los días están libres.</Trans>
          )}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={title}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {listedRanges(ranges, byDeparture).map(({ key, first, ranges: held }) => (
            <Card key={key} component="li" withBorder padding="sm" radius="md">
              <Group justify="space-between" gap="xs" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>
                    <RangeDates range={first} byDeparture={byDeparture} />
                  </Text>
                  <Group gap="xs">
                    {held.map((range) => (
                      <RangeDetail key={range.id} range={range} />
                    ))}
                  </Group>
                </Stack>
                <Group gap={4}>
                  <KindBadge range={first} />
                  {first.conflict ? (
                    <Badge color="orange" variant="filled">
                      <Trans>Conflicto con una reserva</Trans>
                    </Badge>
                  ) : null}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
