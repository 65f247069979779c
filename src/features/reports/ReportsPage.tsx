import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { ReportFiltersForm } from './ReportFiltersForm.tsx';
import {
  BookingsSection,
  CancellationsSection,
  OccupancySection,
  ResponseTimeSection,
  RevenueSection,
} from './ReportSections.tsx';
import { type ReportFilters, type ReportSummary, summaryQuery } from './reportQueries.ts';
import type { ReportsSearch } from './reportsSearch.ts';
import { SummaryCards, SummaryCardsSkeleton } from './SummaryCards.tsx';

/** The range a first visit shows: this month and the eleven before it, to today (UTC, as the reports count). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: first.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
}

/** The filters the URL holds, the default range where it holds none (or a reversed one). */
export function filtersOf(search: ReportsSearch): ReportFilters {
  const fallback = defaultRange();
  const from = search.from ?? fallback.from;
  const to = search.to ?? fallback.to;
  return to < from ? { ...fallback, product: search.product } : { from, to, product: search.product };
}

/** Nothing was asked for in the range, and no night of it was booked: nothing to chart. */
const isEmpty = (summary: ReportSummary) => summary.requested === 0 && !summary.occupancy;

/** /reports (issue 32): the business's figures over a range, maybe of one product, each table also as CSV. */
export function ReportsPage({ search }: { search: ReportsSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const filters = filtersOf(search);
  const summary = useQuery(summaryQuery(filters));
  const apply = (next: ReportFilters) =>
    void navigate({
      to: '/reports',
      search: { from: next.from, to: next.to, ...(next.product ? { product: next.product } : {}) },
    });

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          <Trans>Reportes</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Tus reservas, ingresos, ocupación y tiempo de respuesta. Las fechas cuentan en hora UTC; cada
            solicitud cuenta en el mes en que se hizo.
          </Trans>
        </Text>
      </div>
      {/* A new range or product remounts the form with the URL's values (the back button included). */}
      <ReportFiltersForm
        key={`${filters.from}_${filters.to}_${filters.product ?? ''}`}
        filters={filters}
        onApply={apply}
      />
      {summary.data ? (
        <section aria-label={t`Totales del periodo`} aria-busy={summary.isFetching}>
          <SummaryCards summary={summary.data} />
        </section>
      ) : summary.isError ? (
        <LoadFailure
          failure={asFailure(summary.error)}
          title={<Trans>No se pudieron cargar tus reportes</Trans>}
          reset={() => void summary.refetch()}
        />
      ) : (
        <SummaryCardsSkeleton />
      )}
      {summary.data && isEmpty(summary.data) ? (
        <Alert variant="light" color="blue" icon={<IconChartBar size={20} aria-hidden />}>
          <Text fw={500}>
            <Trans>Aún no hay reservas en este periodo</Trans>
          </Text>
          <Text size="sm">
            <Trans>Elige otras fechas u otro producto; aquí verás cada solicitud que recibas.</Trans>
          </Text>
        </Alert>
      ) : summary.data ? (
        <>
          <BookingsSection filters={filters} />
          <RevenueSection filters={filters} />
          <OccupancySection filters={filters} />
          <ResponseTimeSection filters={filters} />
          <CancellationsSection filters={filters} />
        </>
      ) : null}
    </Stack>
  );
}
