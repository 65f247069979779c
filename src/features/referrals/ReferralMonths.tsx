import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type LazyPart, LazyPartView, lazyPart } from '../../ui/LazyPart.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { useReferralFormats } from './referralFormats.ts';
import type { ReferralMonth } from './referralQueries.ts';

type ChartProps = { months: readonly ReferralMonth[] };

const CHART_HEIGHT = 260;

/** The chart's code comes apart from the page's (recharts is most of its weight). */
const chart: LazyPart<ChartProps> = lazyPart(() =>
  import('./ReferralChart.tsx').then((module) => module.ReferralChart),
);

/** The chart's place when its code could not download: the table below still holds every figure. */
function ChartFailed({ retry }: { retry: () => void }) {
  return (
    <Stack h={CHART_HEIGHT} justify="center" align="center" gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>No se pudo cargar el gráfico.</Trans>
      </Text>
      <Button size="xs" variant="light" onClick={retry}>
        <Trans>Reintentar</Trans>
      </Button>
    </Stack>
  );
}

/** The same months in words and numbers, for screen readers and for reading the exact figures. */
function MonthsTable({ months }: ChartProps) {
  const { t } = useLingui();
  const format = useReferralFormats();
  return (
    // Wider than a 390 px phone: it scrolls sideways in its own box, which a keyboard can reach.
    <ScrollRegion label={t`Tus resultados por mes`}>
      <Table striped highlightOnHover captionSide="top" miw={560}>
        <Table.Caption>
          <Trans>Tus resultados por mes</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Mes</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <Trans>Escaneos</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <Trans>Visitas</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <Trans>Consultas</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <Trans>Reservas confirmadas</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <Trans>Comisión</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* Newest first: the month a person looks for is the one under way. */}
          {months.toReversed().map((month) => (
            <Table.Tr key={month.month}>
              <Table.Th scope="row" fw={500}>
                {format.month(month.month)}
              </Table.Th>
              <Table.Td ta="end">{format.count(month.scans)}</Table.Td>
              <Table.Td ta="end">{format.count(month.visits)}</Table.Td>
              <Table.Td ta="end">{format.count(month.inquiries)}</Table.Td>
              <Table.Td ta="end">{format.count(month.bookings)}</Table.Td>
              <Table.Td ta="end">{format.money(month.commission)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** The months of the period: a chart to see the trend, and the table with its exact figures. */
export function ReferralMonths({ months }: ChartProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="referral-months-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="referral-months-title">
          <Trans>Mes a mes</Trans>
        </Title>
        <LazyPartView
          part={chart}
          loading={<Skeleton height={CHART_HEIGHT} />}
          failed={(retry) => <ChartFailed retry={retry} />}
        >
          {(Chart) => <Chart months={months} />}
        </LazyPartView>
        <MonthsTable months={months} />
      </Stack>
    </Card>
  );
}
