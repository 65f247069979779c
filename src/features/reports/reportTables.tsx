import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { type CommissionModel, commissionPercent } from '../../../machines/netAmount.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { useReportFormats } from './reportFormats.ts';
import type {
  BookingsReport,
  CancellationsReport,
  OccupancyReport,
  ResponseTimeReport,
  RevenueReport,
} from './reportQueries.ts';

/*
 * The reports' tables (issue 32): the exact figures, and the charts' text for screen readers. Wider than a 390 px
 * phone, each scrolls sideways in its own box, which a keyboard can reach.
 */

function ReportTable({
  caption,
  minWidth,
  head,
  children,
  foot,
}: {
  caption: string;
  minWidth: number;
  head: ReactNode[];
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <Table striped highlightOnHover captionSide="top" miw={minWidth}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell, i) => (
              // The columns are fixed per table: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a header row never reorders
              <Table.Th key={i} scope="col" ta={i === 0 ? undefined : 'end'}>
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
        {foot ? <Table.Tfoot>{foot}</Table.Tfoot> : null}
      </Table>
    </ScrollRegion>
  );
}

const Num = ({ children }: { children: ReactNode }) => <Table.Td ta="end">{children}</Table.Td>;

export function BookingsTable({ report }: { report: BookingsReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  return (
    <ReportTable
      caption={t`Reservas por mes`}
      minWidth={640}
      head={[
        <Trans key="m">Mes</Trans>,
        <Trans key="r">Solicitadas</Trans>,
        <Trans key="p">Por confirmar</Trans>,
        <Trans key="c">Confirmadas</Trans>,
        <Trans key="d">Completadas</Trans>,
        <Trans key="x">Rechazadas</Trans>,
        <Trans key="v">Canceladas por el viajero</Trans>,
      ]}
    >
      {report.months.map((month) => (
        <Table.Tr key={month.month}>
          <Table.Th scope="row" fw={500}>
            {format.month(month.month)}
          </Table.Th>
          <Num>{format.count(month.requested)}</Num>
          <Num>{format.count(month.pending)}</Num>
          <Num>{format.count(month.confirmed)}</Num>
          <Num>{format.count(month.completed)}</Num>
          <Num>{format.count(month.rejected)}</Num>
          <Num>{format.count(month.cancelled)}</Num>
        </Table.Tr>
      ))}
    </ReportTable>
  );
}

export function RevenueTable({ report }: { report: RevenueReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  // SPEC §9: model 1 is managed by the provider, model 2 by the platform; the rates are netAmount's.
  const modelName = (model: CommissionModel) => {
    const percent = commissionPercent(model);
    return model === 2 ? t`Gestionada por la plataforma (${percent} %)` : t`Gestionada por ti (${percent} %)`;
  };
  return (
    <ReportTable
      caption={t`Ingresos por mes y modelo de comisión`}
      minWidth={640}
      head={[
        <Trans key="m">Mes</Trans>,
        <Trans key="o">Modelo de comisión</Trans>,
        <Trans key="r">Reservas</Trans>,
        <Trans key="g">Bruto</Trans>,
        <Trans key="c">Comisión</Trans>,
        <Trans key="n">Neto</Trans>,
      ]}
      foot={report.totals.map(({ currency, ...total }) => (
        <Table.Tr key={currency}>
          <Table.Th scope="row" colSpan={2}>
            <Trans>Total ({currency})</Trans>
          </Table.Th>
          <Num>{format.count(total.bookings)}</Num>
          <Num>{format.money(total.gross, currency)}</Num>
          <Num>{format.money(total.commission, currency)}</Num>
          <Num>{format.money(total.net, currency)}</Num>
        </Table.Tr>
      ))}
    >
      {report.rows.map((row) => (
        <Table.Tr key={`${row.month}-${row.commission_model}-${row.currency}`}>
          <Table.Th scope="row" fw={500}>
            {format.month(row.month)}
          </Table.Th>
          <Table.Td ta="end">{modelName(row.commission_model)}</Table.Td>
          <Num>{format.count(row.bookings)}</Num>
          <Num>{format.money(row.gross, row.currency)}</Num>
          <Num>{format.money(row.commission, row.currency)}</Num>
          <Num>{format.money(row.net, row.currency)}</Num>
        </Table.Tr>
      ))}
    </ReportTable>
  );
}

export function OccupancyTable({ report }: { report: OccupancyReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  return (
    <ReportTable
      caption={t`Ocupación por producto y mes`}
      minWidth={720}
      head={[
        <Trans key="p">Producto</Trans>,
        <Trans key="m">Mes</Trans>,
        <Trans key="b">Reservado</Trans>,
        <Trans key="d">Días</Trans>,
        <Trans key="o">Ocupación</Trans>,
        <Trans key="r">Reservas</Trans>,
        <Trans key="g">Personas</Trans>,
      ]}
    >
      {report.rows.map((row) => {
        const booked = format.count(row.booked);
        return (
          <Table.Tr key={`${row.product_id}-${row.month}`}>
            <Table.Th scope="row" fw={500}>
              {row.product}
            </Table.Th>
            <Table.Td ta="end">{format.month(row.month)}</Table.Td>
            <Num>{row.unit === 'nights' ? t`${booked} noches` : t`${booked} días con salida`}</Num>
            <Num>{format.count(row.days)}</Num>
            <Num>{row.occupancy === null ? '—' : format.share(row.occupancy)}</Num>
            <Num>{format.count(row.bookings)}</Num>
            <Num>{format.count(row.people)}</Num>
          </Table.Tr>
        );
      })}
    </ReportTable>
  );
}

export function ResponseTimeTable({ report }: { report: ResponseTimeReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  const hours = (value: number | null) => (value === null ? '—' : format.hours(value));
  const windowHours = format.count(report.window_hours);
  return (
    <ReportTable
      caption={t`Tiempo de respuesta por mes`}
      minWidth={640}
      head={[
        <Trans key="m">Mes</Trans>,
        <Trans key="a">Respondidas</Trans>,
        <Trans key="w">En menos de {windowHours} h</Trans>,
        <Trans key="d">Mediana</Trans>,
        <Trans key="p">Percentil 90</Trans>,
        <Trans key="s">Sin respuesta</Trans>,
      ]}
    >
      {report.months.map((month) => (
        <Table.Tr key={month.month}>
          <Table.Th scope="row" fw={500}>
            {format.month(month.month)}
          </Table.Th>
          <Num>{format.count(month.answered)}</Num>
          <Num>{format.count(month.answered_in_window)}</Num>
          <Num>{hours(month.median_hours)}</Num>
          <Num>{hours(month.p90_hours)}</Num>
          <Num>{format.count(month.pending)}</Num>
        </Table.Tr>
      ))}
    </ReportTable>
  );
}

export function CancellationsTable({ report }: { report: CancellationsReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  return (
    <ReportTable
      caption={t`Rechazos y cancelaciones por mes`}
      minWidth={520}
      head={[
        <Trans key="m">Mes</Trans>,
        <Trans key="r">Solicitadas</Trans>,
        <Trans key="x">Rechazadas</Trans>,
        <Trans key="c">Canceladas por el viajero</Trans>,
      ]}
    >
      {report.months.map((month) => (
        <Table.Tr key={month.month}>
          <Table.Th scope="row" fw={500}>
            {format.month(month.month)}
          </Table.Th>
          <Num>{format.count(month.requested)}</Num>
          <Num>{format.count(month.rejected)}</Num>
          <Num>{format.count(month.cancelled)}</Num>
        </Table.Tr>
      ))}
    </ReportTable>
  );
}

export function ReasonsTable({ report }: { report: CancellationsReport }) {
  const { t } = useLingui();
  const format = useReportFormats();
  return (
    <ReportTable
      caption={t`Motivos de rechazo`}
      minWidth={320}
      head={[<Trans key="r">Motivo</Trans>, <Trans key="c">Veces</Trans>]}
    >
      {report.reasons.map((reason) => (
        <Table.Tr key={reason.reason}>
          <Table.Td>{reason.reason}</Table.Td>
          <Num>{format.count(reason.count)}</Num>
        </Table.Tr>
      ))}
    </ReportTable>
  );
}
