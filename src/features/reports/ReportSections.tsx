import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useId } from 'react';
import { asFailure } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { type LazyPart, LazyPartView, lazyPart } from '../../ui/LazyPart.tsx';
import {
  bookingsReportQuery,
  cancellationsReportQuery,
  fetchReportCsv,
  occupancyReportQuery,
  type ReportFilters,
  type ReportTable,
  responseTimeReportQuery,
  revenueReportQuery,
} from './reportQueries.ts';
import {
  BookingsTable,
  CancellationsTable,
  OccupancyTable,
  ReasonsTable,
  ResponseTimeTable,
  RevenueTable,
} from './reportTables.tsx';
import { saveFile } from './saveFile.ts';

/** The charts' height while their code downloads (ReportCharts.tsx CHART_HEIGHT). */
const CHART_HEIGHT = 260;

type Charts = typeof import('./ReportCharts.tsx');

/** The charts come apart from the page's code (recharts is most of its weight), all in one download. */
const chartOf = <Name extends Exclude<keyof Charts, 'CHART_HEIGHT'>>(name: Name) =>
  lazyPart(() => import('./ReportCharts.tsx').then((module) => module[name] as ComponentType<never>));

const CHARTS = {
  bookings: chartOf('BookingsChart'),
  revenue: chartOf('RevenueChart'),
  occupancy: chartOf('OccupancyChart'),
  responseTime: chartOf('ResponseTimeChart'),
  cancellations: chartOf('CancellationsChart'),
};

/** A chart of `report`, or while its code comes its place, or when it could not come a retry (the table stays). */
function LazyChart<T>({ part, report }: { part: LazyPart<never>; report: T }) {
  return (
    <LazyPartView
      part={part as unknown as LazyPart<{ report: T }>}
      loading={<Skeleton height={CHART_HEIGHT} />}
      failed={(retry) => (
        <Stack h={CHART_HEIGHT} justify="center" align="center" gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>No se pudo cargar el gráfico.</Trans>
          </Text>
          <Button size="xs" variant="light" onClick={retry}>
            <Trans>Reintentar</Trans>
          </Button>
        </Stack>
      )}
    >
      {(Chart) => <Chart report={report} />}
    </LazyPartView>
  );
}

/** "Exportar CSV": the table as the server writes it, downloaded with the session's token. */
function CsvExport({ table, filters, label }: { table: ReportTable; filters: ReportFilters; label: string }) {
  const download = useMutation({
    mutationFn: () => fetchReportCsv(table, filters, currentLanguage()),
    onSuccess: ({ file, name }) => saveFile(file, name),
  });
  const reason = download.isError ? asFailure(download.error).message : '';
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        aria-label={label}
      >
        <Trans>Exportar CSV</Trans>
      </Button>
      {download.isError ? (
        <Text size="sm" c="red.8" role="alert">
          <Trans>No se pudo descargar el archivo: {reason}</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/** A report that could not load: the status and server message (SPEC §8), and a way to try again. */
function SectionFailure({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const { status, message } = asFailure(error);
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title={title}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            No se pudo cargar este informe. Error {status}: {message}
          </Trans>
        </Text>
        <Button variant="light" color="red" size="xs" w="fit-content" onClick={retry}>
          <Trans>Reintentar</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/** One report: its title, its exports, then its chart and table once loaded (or its skeleton, or its failure). */
function Section<T>({
  title,
  description,
  result,
  exports,
  children,
}: {
  title: string;
  description: ReactNode;
  result: UseQueryResult<T>;
  exports: ReactNode;
  children: (report: T) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md" aria-busy={result.isFetching}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <Group gap="xs">{exports}</Group>
        </Group>
        {result.data !== undefined ? (
          children(result.data)
        ) : result.isError ? (
          <SectionFailure title={title} error={result.error} retry={() => void result.refetch()} />
        ) : (
          <Stack gap="sm" role="status" aria-label={title}>
            <Skeleton height={CHART_HEIGHT} />
            <Skeleton height={120} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function BookingsSection({ filters }: { filters: ReportFilters }) {
  const { t } = useLingui();
  const result = useQuery(bookingsReportQuery(filters));
  return (
    <Section
      title={t`Reservas`}
      description={<Trans>Las solicitudes de cada mes y en qué quedaron.</Trans>}
      result={result}
      exports={<CsvExport table="bookings" filters={filters} label={t`Exportar CSV de reservas`} />}
    >
      {(report) => (
        <>
          <LazyChart part={CHARTS.bookings} report={report} />
          <BookingsTable report={report} />
        </>
      )}
    </Section>
  );
}

export function RevenueSection({ filters }: { filters: ReportFilters }) {
  const { t } = useLingui();
  const result = useQuery(revenueReportQuery(filters));
  return (
    <Section
      title={t`Ingresos`}
      description={
        <Trans>
          De las reservas confirmadas y completadas, por el mes de su solicitud: lo que pagó el viajero
          (bruto), la comisión de la plataforma y tu neto.
        </Trans>
      }
      result={result}
      exports={<CsvExport table="revenue" filters={filters} label={t`Exportar CSV de ingresos`} />}
    >
      {(report) => (
        <>
          <LazyChart part={CHARTS.revenue} report={report} />
          <RevenueTable report={report} />
        </>
      )}
    </Section>
  );
}

export function OccupancySection({ filters }: { filters: ReportFilters }) {
  const { t } = useLingui();
  const result = useQuery(occupancyReportQuery(filters));
  return (
    <Section
      title={t`Ocupación`}
      description={
        <Trans>
          Alojamientos y habitaciones: noches reservadas entre las noches del mes. Tours, guías y atracciones:
          días con salida reservada.
        </Trans>
      }
      result={result}
      exports={<CsvExport table="occupancy" filters={filters} label={t`Exportar CSV de ocupación`} />}
    >
      {(report) => (
        <>
          {report.rows.some((row) => row.unit === 'nights') ? (
            <LazyChart part={CHARTS.occupancy} report={report} />
          ) : null}
          <OccupancyTable report={report} />
        </>
      )}
    </Section>
  );
}

export function ResponseTimeSection({ filters }: { filters: ReportFilters }) {
  const { t } = useLingui();
  const result = useQuery(responseTimeReportQuery(filters));
  return (
    <Section
      title={t`Tiempo de respuesta`}
      description={<Trans>Cuánto tardaste en aceptar o rechazar las solicitudes de cada mes.</Trans>}
      result={result}
      exports={
        <CsvExport table="response-time" filters={filters} label={t`Exportar CSV de tiempo de respuesta`} />
      }
    >
      {(report) => (
        <>
          <LazyChart part={CHARTS.responseTime} report={report} />
          <ResponseTimeTable report={report} />
        </>
      )}
    </Section>
  );
}

export function CancellationsSection({ filters }: { filters: ReportFilters }) {
  const { t } = useLingui();
  const result = useQuery(cancellationsReportQuery(filters));
  return (
    <Section
      title={t`Cancelaciones y rechazos`}
      description={<Trans>Quién terminó cada solicitud que no se concretó, y por qué la rechazaste.</Trans>}
      result={result}
      exports={
        <>
          <CsvExport table="cancellations" filters={filters} label={t`Exportar CSV de cancelaciones`} />
          <CsvExport
            table="rejection-reasons"
            filters={filters}
            label={t`Exportar CSV de motivos de rechazo`}
          />
        </>
      }
    >
      {(report) => (
        <>
          <LazyChart part={CHARTS.cancellations} report={report} />
          <CancellationsTable report={report} />
          {report.reasons.length > 0 ? (
            <ReasonsTable report={report} />
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>No rechazaste solicitudes en este periodo.</Trans>
            </Text>
          )}
        </>
      )}
    </Section>
  );
}
