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

/** The stored ranges, earliest first, each with who holds it; or a sentence when every day is free. */
export function RangeList({ ranges }: { ranges: readonly StoredRange[] }) {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'es';
  return (
    <Stack gap="xs" component="section" aria-labelledby="cal-ranges-title">
      <Title order={2} size="h4" id="cal-ranges-title">
        <Trans>Fechas cerradas</Trans>
      </Title>
      {ranges.length === 0 ? (
        <Text c="dimmed">
          <Trans>No hay fechas bloqueadas ni reservadas: todos los días están libres.</Trans>
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t`Fechas cerradas`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {ranges.map((range) => {
            const from = formatDate(range.start, language);
            const to = formatDate(range.end, language);
            return (
              <Card key={range.id} component="li" withBorder padding="sm" radius="md">
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>
                      <Trans>
                        Del {from} al {to}
                      </Trans>
                    </Text>
                    <RangeDetail range={range} />
                  </Stack>
                  <Group gap={4}>
                    <KindBadge range={range} />
                    {range.conflict ? (
                      <Badge color="orange" variant="filled">
                        <Trans>Conflicto con una reserva</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
