import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShare } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { ReferralEarnings } from './ReferralEarnings.tsx';
import { ReferralFigures, ReferralFiguresSkeleton } from './ReferralFigures.tsx';
import { ReferralMonths } from './ReferralMonths.tsx';
import {
  DEFAULT_PERIOD,
  type ReferralStats,
  referralStatsQuery,
  STATS_PERIODS,
  type StatsPeriod,
} from './referralQueries.ts';
import { ShareHowTo } from './ShareHowTo.tsx';

/** Nothing came of the code yet: no scan, visit, inquiry, booking or commission, ever. */
const isEmpty = (stats: ReferralStats) =>
  stats.scans + stats.visits + stats.inquiries + stats.bookings === 0 && stats.earned === 0;

/** The period's choice: 6, 12 or 24 months, labelled, a radio group a keyboard walks with its arrows. */
function PeriodChoice({ value, onChange }: { value: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" id="referral-period-label">
        <Trans>Periodo</Trans>
      </Text>
      <SegmentedControl
        aria-labelledby="referral-period-label"
        value={String(value)}
        onChange={(chosen) =>
          onChange(STATS_PERIODS.find((period) => String(period) === chosen) ?? DEFAULT_PERIOD)
        }
        data={STATS_PERIODS.map((period) => ({ value: String(period), label: t`${period} meses` }))}
      />
    </Group>
  );
}

/** A new code's results: nothing to chart yet, and how to get the first scans. */
function NothingYet({ stats }: { stats: ReferralStats }) {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconShare size={20} aria-hidden />}
      title={<Trans>Aún no hay resultados de tu código</Trans>}
    >
      <Stack gap="sm">
        <ShareHowTo stats={stats} />
        <Text size="sm">
          <Trans>
            Descarga tu QR en PDF para imprimirlo, o copia tu código y tu enlace para tus redes y mensajes.
            Aquí verás cada escaneo, visita, consulta y reserva que llegue con él.
          </Trans>
        </Text>
        <ButtonLink
          to="/qr"
          variant="light"
          w="fit-content"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          <Trans>Ir a mi QR</Trans>
        </ButtonLink>
      </Stack>
    </Alert>
  );
}

/** The page's shape while the figures load. */
function ResultsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <ReferralFiguresSkeleton />
      <Skeleton height={160} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

/** The figures of all time, the commission and payouts, and the period's months (or how to start). */
function Results({ stats, refreshing }: { stats: ReferralStats; refreshing: boolean }) {
  const empty = isEmpty(stats);
  return (
    <Stack gap="lg" aria-busy={refreshing}>
      <section aria-labelledby="referral-totals-title">
        <Title order={2} size="h4" id="referral-totals-title" mb="sm">
          <Trans>En total</Trans>
        </Title>
        <ReferralFigures stats={stats} />
      </section>
      {empty ? <NothingYet stats={stats} /> : null}
      <ReferralEarnings stats={stats} />
      {empty ? null : <ReferralMonths months={stats.months} />}
    </Stack>
  );
}

/** /results-qr: everything the code brought (issue 31; SPEC §2 "stats", §9 commission, payouts and tiers). */
export function ResultsQrPage() {
  const [months, setMonths] = useState<StatsPeriod>(DEFAULT_PERIOD);
  // Another period keeps the figures shown until its own come, rather than a blank page between.
  const stats = useQuery({ ...referralStatsQuery(months), placeholderData: keepPreviousData });
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            <Trans>Resultados de mi QR</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Lo que trajo tu código: escaneos, visitas, consultas, reservas y tu comisión.</Trans>
          </Text>
        </div>
        <PeriodChoice value={months} onChange={setMonths} />
      </Group>
      {/* A failed refresh keeps the figures already shown; only a page with none says it failed. */}
      {stats.data ? (
        <Results stats={stats.data} refreshing={stats.isPlaceholderData} />
      ) : stats.isError ? (
        <LoadFailure
          failure={asFailure(stats.error)}
          title={<Trans>No se pudieron cargar tus resultados</Trans>}
          reset={() => void stats.refetch()}
        />
      ) : (
        <ResultsSkeleton />
      )}
    </Stack>
  );
}
