import { Trans } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useReportFormats } from './reportFormats.ts';
import type { ReportSummary } from './reportQueries.ts';

/** One figure, named by its label so a screen reader (and a test) finds the value by what it counts. */
function Figure({ label, value, note }: { label: ReactNode; value: string; note?: ReactNode }) {
  const labelId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      ) : null}
    </Card>
  );
}

/** Two columns on a 390 px phone, four on a wide screen. */
const COLUMNS = { base: 2, sm: 3, lg: 4 } as const;

/** The range's totals (issue 32): the server's sums, never the months added up here. */
export function SummaryCards({ summary }: { summary: ReportSummary }) {
  const format = useReportFormats();
  const revenue = summary.revenue[0];
  const money = (value: number) => (revenue ? format.money(value, revenue.currency) : format.money(0, 'USD'));
  const answered = format.count(summary.answered);
  const inWindow = format.count(summary.answered_in_window);
  const rejected = format.count(summary.rejected);
  const cancelled = format.count(summary.cancelled);
  return (
    <SimpleGrid cols={COLUMNS} spacing="sm">
      <Figure label={<Trans>Solicitudes</Trans>} value={format.count(summary.requested)} />
      <Figure
        label={<Trans>Confirmadas</Trans>}
        value={format.count(summary.confirmed)}
        note={<Trans>Confirmadas o completadas</Trans>}
      />
      <Figure label={<Trans>Ingresos brutos</Trans>} value={money(revenue?.gross ?? 0)} />
      <Figure label={<Trans>Tu neto</Trans>} value={money(revenue?.net ?? 0)} />
      <Figure label={<Trans>Comisión de la plataforma</Trans>} value={money(revenue?.commission ?? 0)} />
      <Figure
        label={<Trans>Ocupación</Trans>}
        value={summary.occupancy === null ? '—' : format.share(summary.occupancy)}
        note={<Trans>Noches reservadas de tus alojamientos</Trans>}
      />
      <Figure
        label={<Trans>Tiempo de respuesta (mediana)</Trans>}
        value={summary.median_response_hours === null ? '—' : format.hours(summary.median_response_hours)}
        note={
          <Trans>
            {inWindow} de {answered} respondidas en menos de 24 h
          </Trans>
        }
      />
      <Figure
        label={<Trans>Rechazadas y canceladas</Trans>}
        value={format.count(summary.rejected + summary.cancelled)}
        note={
          <Trans>
            {rejected} rechazadas, {cancelled} por el viajero
          </Trans>
        }
      />
    </SimpleGrid>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <SimpleGrid cols={COLUMNS} spacing="sm" aria-hidden>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Skeleton key={i} height={96} radius="md" />
      ))}
    </SimpleGrid>
  );
}
