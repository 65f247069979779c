import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { useReferralFormats } from './referralFormats.ts';
import type { ReferralMonth } from './referralQueries.ts';

/**
 * The months as bars of scans, visits, inquiries and bookings (issue 31). Its own file, loaded when the results are
 * drawn: the charting library is the heaviest part of the page, and the table beside it says the same in words.
 */
export function ReferralChart({ months }: { months: readonly ReferralMonth[] }) {
  const { t } = useLingui();
  const format = useReferralFormats();
  const data = months.map((month) => ({ ...month, label: format.shortMonth(month.month) }));
  return (
    // The bars are a picture of the table beside them: one name for the picture, the figures in the table.
    <div
      role="img"
      aria-label={t`Gráfico de barras de tus resultados por mes; la tabla tiene las mismas cifras.`}
    >
      <BarChart
        h={260}
        data={data}
        dataKey="label"
        series={[
          { name: 'scans', label: t`Escaneos`, color: 'blue.6' },
          { name: 'visits', label: t`Visitas`, color: 'cyan.6' },
          { name: 'inquiries', label: t`Consultas`, color: 'grape.6' },
          { name: 'bookings', label: t`Reservas confirmadas`, color: 'teal.6' },
        ]}
        valueFormatter={format.count}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        yAxisProps={{ allowDecimals: false }}
      />
    </div>
  );
}
