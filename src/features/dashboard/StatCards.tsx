import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarCheck, IconCurrencyDollar, IconEye, IconMessageQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { $api } from '../../api/queryHooks.ts';
import { regionalLocale } from '../../i18n/i18n.ts';

interface StatCardProps {
  label: ReactNode;
  value: string;
  icon: ReactNode;
  color: string;
}

function StatCard({ label, value, icon, color }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mt={4}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

function StatCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="stat-skeleton">
      <Skeleton height={14} width="50%" />
      <Skeleton height={28} width="35%" mt={10} />
    </Card>
  );
}

/** Views and scans reach the server from the marketplace with no push to the portal: an open panel asks again. */
const FIGURES_REFRESH_MS = 60_000;

/**
 * The control panel's four info cards (SPEC §2): views, inquiries, confirmed bookings, commissions in USD, all
 * computed by the server from records. Fetched again each time the panel opens (so a reservation accepted a
 * moment ago is in the figures), when the window regains focus, and every minute while it stays open.
 */
export function StatCards() {
  const { t, i18n } = useLingui();
  const stats = $api.useQuery(
    'get',
    '/users/business-stats',
    {},
    { staleTime: 0, refetchInterval: FIGURES_REFRESH_MS },
  );
  const locale = regionalLocale(i18n.locale);

  if (stats.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} aria-busy="true" aria-label={t`Cargando estadísticas`}>
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </SimpleGrid>
    );
  }
  if (stats.isError) {
    return (
      <Alert color="red" variant="light" title={<Trans>No pudimos cargar tus estadísticas</Trans>}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            <Trans>Revisa tu conexión e inténtalo de nuevo.</Trans>
          </Text>
          <Button size="xs" variant="white" color="red" onClick={() => void stats.refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }

  const count = new Intl.NumberFormat(locale);
  const usd = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  });
  const { views, inquiries, bookings, commissions } = stats.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard label={<Trans>Vistas</Trans>} value={count.format(views)} icon={<IconEye />} color="blue" />
      <StatCard
        label={<Trans>Consultas</Trans>}
        value={count.format(inquiries)}
        icon={<IconMessageQuestion />}
        color="grape"
      />
      <StatCard
        label={<Trans>Reservas confirmadas</Trans>}
        value={count.format(bookings)}
        icon={<IconCalendarCheck />}
        color="teal"
      />
      <StatCard
        label={<Trans>Comisiones (USD)</Trans>}
        value={usd.format(commissions)}
        icon={<IconCurrencyDollar />}
        color="yellow"
      />
    </SimpleGrid>
  );
}
