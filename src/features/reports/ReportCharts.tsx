import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart, LineChart } from '@mantine/charts';
import type { ReactNode } from 'react';
import { useReportFormats } from './reportFormats.ts';
import type {
  BookingsReport,
  CancellationsReport,
  OccupancyReport,
  ResponseTimeReport,
  RevenueReport,
} from './reportQueries.ts';

/*
 * The reports' charts (issue 32), one file loaded after the page's figures: recharts is most of the page's weight,
 * and each chart's table beside it says the same in words and numbers. Each chart is one named picture for a screen
 * reader (its table holds the figures).
 */

export const CHART_HEIGHT = 260;

/** The lines an occupancy chart draws at most; the table has every product. */
const OCCUPANCY_LINES = 6;

const COLORS = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'red.6', 'cyan.6'];

function Picture({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={label}>
      {children}
    </div>
  );
}

export function BookingsChart({ report }: { report: BookingsReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  const data = report.months.map((month) => ({ ...month, label: format.shortMonth(month.month) }));
  return (
    <Picture label={t`Gráfico de barras de las reservas por mes y estado; la tabla tiene las mismas cifras.`}>
      <BarChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="label"
        type="stacked"
        series={[
          { name: 'confirmed', label: t`Confirmadas`, color: 'teal.6' },
          { name: 'completed', label: t`Completadas`, color: 'blue.6' },
          { name: 'pending', label: t`Por confirmar`, color: 'yellow.6' },
          { name: 'rejected', label: t`Rechazadas`, color: 'red.6' },
          { name: 'cancelled', label: t`Canceladas por el viajero`, color: 'gray.6' },
        ]}
        valueFormatter={format.count}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        yAxisProps={{ allowDecimals: false }}
      />
    </Picture>
  );
}

export function RevenueChart({ report }: { report: RevenueReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  const currency = report.totals[0]?.currency ?? 'USD';
  // The bars stack the months' net and commission (of every model): the table splits them by model.
  const data = report.months.map((month) => {
    const rows = report.rows.filter((row) => row.month === month && row.currency === currency);
    return {
      label: format.shortMonth(month),
      net: rows.reduce((sum, row) => sum + row.net, 0),
      commission: rows.reduce((sum, row) => sum + row.commission, 0),
    };
  });
  return (
    <Picture label={t`Gráfico de barras del neto y la comisión por mes; la tabla tiene las mismas cifras.`}>
      <BarChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="label"
        type="stacked"
        series={[
          { name: 'net', label: t`Neto`, color: 'teal.6' },
          { name: 'commission', label: t`Comisión`, color: 'orange.6' },
        ]}
        valueFormatter={(value) => format.money(value, currency)}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
      />
    </Picture>
  );
}

export function OccupancyChart({ report }: { report: OccupancyReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  const products = [
    ...new Map(
      report.rows.filter((row) => row.unit === 'nights').map((row) => [row.product_id, row.product]),
    ),
  ].slice(0, OCCUPANCY_LINES);
  const data = report.months.map((month) => {
    const point: Record<string, string | number> = { label: format.shortMonth(month) };
    for (const [id] of products) {
      const row = report.rows.find((r) => r.product_id === id && r.month === month);
      point[id] = row?.occupancy ?? 0;
    }
    return point;
  });
  return (
    <Picture
      label={t`Gráfico de líneas de la ocupación de cada alojamiento por mes; la tabla tiene las mismas cifras.`}
    >
      <LineChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="label"
        series={products.map(([id, name], i) => ({
          name: id,
          label: name,
          color: COLORS[i % COLORS.length],
        }))}
        valueFormatter={format.share}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        yAxisProps={{ domain: [0, 1] }}
      />
    </Picture>
  );
}

export function ResponseTimeChart({ report }: { report: ResponseTimeReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  const data = report.months.map((month) => ({
    label: format.shortMonth(month.month),
    median: month.median_hours,
    p90: month.p90_hours,
  }));
  return (
    <Picture
      label={t`Gráfico de líneas de las horas para responder por mes; la tabla tiene las mismas cifras.`}
    >
      <LineChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="label"
        series={[
          { name: 'median', label: t`Mediana`, color: 'teal.6' },
          { name: 'p90', label: t`Percentil 90`, color: 'orange.6' },
        ]}
        valueFormatter={format.hours}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        connectNulls
      />
    </Picture>
  );
}

export function CancellationsChart({ report }: { report: CancellationsReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  const data = report.months.map((month) => ({ ...month, label: format.shortMonth(month.month) }));
  return (
    <Picture
      label={t`Gráfico de barras de los rechazos y las cancelaciones por mes; la tabla tiene las mismas cifras.`}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="label"
        series={[
          { name: 'rejected', label: t`Rechazadas`, color: 'red.6' },
          { name: 'cancelled', label: t`Canceladas por el viajero`, color: 'gray.6' },
        ]}
        valueFormatter={format.count}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        yAxisProps={{ allowDecimals: false }}
      />
    </Picture>
  );
}
