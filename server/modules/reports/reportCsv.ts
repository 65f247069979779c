import { stringify } from 'csv-stringify/sync';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { occupancyReport } from './occupancyQueries.ts';
import type { ReportFilters } from './reportFilters.ts';
import { bookingsReport, cancellationsReport, responseTimeReport, revenueReport } from './reportQueries.ts';

type ReportTable = components['schemas']['ReportTable'];
type Language = components['schemas']['LanguageCode'];

/*
 * Each table of the reports screen as a CSV file (issue 32): the same figures as its report's JSON, a header row in
 * the asker's language, csv-stringify's quoting (RFC 4180) and a UTF-8 byte order mark, so spreadsheet apps read the
 * accents. A cell a spreadsheet would run as a formula (it begins with = + - @, a tab or a carriage return) gets an
 * apostrophe before it: a product's name or a rejection's reason is the traveler's or provider's text.
 */

type Cell = string | number | null;

interface Column<Row> {
  es: string;
  en: string;
  cell: (row: Row, language: Language) => Cell;
}

interface Table<Row> {
  /** The file's name before the range: `reservas-2026-01-01_2026-12-31.csv`. */
  file: Record<Language, string>;
  rows: (db: Db, filters: ReportFilters) => Promise<Row[]>;
  columns: Column<Row>[];
}

const table = <Row>(definition: Table<Row>) => definition as unknown as Table<unknown>;

/** What an occupancy row counts, in the header's language. */
const UNIT_NAMES = {
  nights: { es: 'noches', en: 'nights' },
  departures: { es: 'días con salida', en: 'days with a departure' },
} as const;

const TABLES: Record<ReportTable, Table<unknown>> = {
  bookings: table({
    file: { es: 'reservas', en: 'bookings' },
    rows: async (db, filters) => (await bookingsReport(db, filters)).months,
    columns: [
      { es: 'Mes', en: 'Month', cell: (r) => r.month },
      { es: 'Solicitadas', en: 'Requested', cell: (r) => r.requested },
      { es: 'Por confirmar', en: 'To be confirmed', cell: (r) => r.pending },
      { es: 'Confirmadas', en: 'Confirmed', cell: (r) => r.confirmed },
      { es: 'Completadas', en: 'Completed', cell: (r) => r.completed },
      { es: 'Rechazadas', en: 'Rejected', cell: (r) => r.rejected },
      { es: 'Canceladas por el viajero', en: 'Cancelled by the traveler', cell: (r) => r.cancelled },
    ],
  }),
  revenue: table({
    file: { es: 'ingresos', en: 'revenue' },
    rows: async (db, filters) => (await revenueReport(db, filters)).rows,
    columns: [
      { es: 'Mes', en: 'Month', cell: (r) => r.month },
      { es: 'Modelo de comisión', en: 'Commission model', cell: (r) => r.commission_model },
      { es: 'Moneda', en: 'Currency', cell: (r) => r.currency },
      { es: 'Reservas', en: 'Bookings', cell: (r) => r.bookings },
      { es: 'Bruto', en: 'Gross', cell: (r) => r.gross },
      { es: 'Comisión', en: 'Commission', cell: (r) => r.commission },
      { es: 'Neto', en: 'Net', cell: (r) => r.net },
    ],
  }),
  occupancy: table({
    file: { es: 'ocupacion', en: 'occupancy' },
    rows: async (db, filters) => (await occupancyReport(db, filters)).rows,
    columns: [
      { es: 'Producto', en: 'Product', cell: (r) => r.product },
      { es: 'Mes', en: 'Month', cell: (r) => r.month },
      { es: 'Cuenta', en: 'Counts', cell: (r, language) => UNIT_NAMES[r.unit][language] },
      { es: 'Días', en: 'Days', cell: (r) => r.days },
      { es: 'Reservado', en: 'Booked', cell: (r) => r.booked },
      { es: 'Reservas', en: 'Bookings', cell: (r) => r.bookings },
      { es: 'Personas', en: 'People', cell: (r) => r.people },
      { es: 'Ocupación', en: 'Occupancy', cell: (r) => r.occupancy },
    ],
  }),
  'response-time': table({
    file: { es: 'tiempo-de-respuesta', en: 'response-time' },
    rows: async (db, filters) => (await responseTimeReport(db, filters)).months,
    columns: [
      { es: 'Mes', en: 'Month', cell: (r) => r.month },
      { es: 'Respondidas', en: 'Answered', cell: (r) => r.answered },
      { es: 'Respondidas a tiempo', en: 'Answered in time', cell: (r) => r.answered_in_window },
      { es: 'Mediana (horas)', en: 'Median (hours)', cell: (r) => r.median_hours },
      { es: 'Percentil 90 (horas)', en: '90th percentile (hours)', cell: (r) => r.p90_hours },
      { es: 'Sin respuesta', en: 'Unanswered', cell: (r) => r.pending },
    ],
  }),
  cancellations: table({
    file: { es: 'cancelaciones', en: 'cancellations' },
    rows: async (db, filters) => (await cancellationsReport(db, filters)).months,
    columns: [
      { es: 'Mes', en: 'Month', cell: (r) => r.month },
      { es: 'Solicitadas', en: 'Requested', cell: (r) => r.requested },
      { es: 'Rechazadas', en: 'Rejected', cell: (r) => r.rejected },
      { es: 'Canceladas por el viajero', en: 'Cancelled by the traveler', cell: (r) => r.cancelled },
    ],
  }),
  'rejection-reasons': table({
    file: { es: 'motivos-de-rechazo', en: 'rejection-reasons' },
    rows: async (db, filters) => (await cancellationsReport(db, filters)).reasons,
    columns: [
      { es: 'Motivo', en: 'Reason', cell: (r) => r.reason },
      { es: 'Veces', en: 'Times', cell: (r) => r.count },
    ],
  }),
};

/** What a spreadsheet would read as a formula, or as the start of one after a tab or line break. */
const FORMULA_START = /^[=+\-@\t\r]/u;

/** A cell as text, with an apostrophe before it when a spreadsheet would run it. */
export const neutralised = (cell: Cell): string => {
  const text = cell === null ? '' : String(cell);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** The table's CSV file: its name and its bytes (BOM, header row, one line per row). */
export async function reportCsv(
  db: Db,
  report: ReportTable,
  filters: ReportFilters,
  language: Language,
): Promise<{ fileName: string; body: string }> {
  const definition = TABLES[report];
  const rows = await definition.rows(db, filters);
  const records = [
    definition.columns.map((column) => column[language]),
    ...rows.map((row) => definition.columns.map((column) => neutralised(column.cell(row, language)))),
  ];
  return {
    fileName: `${definition.file[language]}-${filters.from}_${filters.to}.csv`,
    body: stringify(records, { bom: true, record_delimiter: 'windows' }),
  };
}
