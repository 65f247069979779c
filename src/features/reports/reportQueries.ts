import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';

export type ReportSummary = components['schemas']['ReportSummary'];
export type BookingsReport = components['schemas']['BookingsReport'];
export type RevenueReport = components['schemas']['RevenueReport'];
export type OccupancyReport = components['schemas']['OccupancyReport'];
export type ResponseTimeReport = components['schemas']['ResponseTimeReport'];
export type CancellationsReport = components['schemas']['CancellationsReport'];
export type ReportProduct = components['schemas']['ReportProduct'];
export type ReportMoney = components['schemas']['ReportMoney'];
export type ReportTable = components['schemas']['ReportTable'];

/** What every report is asked for: a range of days (both included) and maybe one product. */
export interface ReportFilters {
  from: string;
  to: string;
  product?: string | undefined;
}

const queryOf = (filters: ReportFilters) => ({
  from: filters.from,
  to: filters.to,
  ...(filters.product ? { product: filters.product } : {}),
});

/** Each report's query; another range keeps the figures shown until its own come, rather than a blank page. */
const reportOptions = <T>(name: string, filters: ReportFilters, read: () => Promise<T>) =>
  queryOptions({
    queryKey: ['reports', name, filters.from, filters.to, filters.product ?? null],
    queryFn: read,
    placeholderData: keepPreviousData,
  });

export const summaryQuery = (filters: ReportFilters) =>
  reportOptions('summary', filters, async () =>
    unwrap(await api.GET('/api/reports/summary', { params: { query: queryOf(filters) } })),
  );

export const bookingsReportQuery = (filters: ReportFilters) =>
  reportOptions('bookings', filters, async () =>
    unwrap(await api.GET('/api/reports/bookings', { params: { query: queryOf(filters) } })),
  );

export const revenueReportQuery = (filters: ReportFilters) =>
  reportOptions('revenue', filters, async () =>
    unwrap(await api.GET('/api/reports/revenue', { params: { query: queryOf(filters) } })),
  );

export const occupancyReportQuery = (filters: ReportFilters) =>
  reportOptions('occupancy', filters, async () =>
    unwrap(await api.GET('/api/reports/occupancy', { params: { query: queryOf(filters) } })),
  );

export const responseTimeReportQuery = (filters: ReportFilters) =>
  reportOptions('response-time', filters, async () =>
    unwrap(await api.GET('/api/reports/response-time', { params: { query: queryOf(filters) } })),
  );

export const cancellationsReportQuery = (filters: ReportFilters) =>
  reportOptions('cancellations', filters, async () =>
    unwrap(await api.GET('/api/reports/cancellations', { params: { query: queryOf(filters) } })),
  );

/** The caller's products, for the product filter. */
export const reportProductsQuery = queryOptions({
  queryKey: ['reports', 'products'],
  queryFn: async () => unwrap(await api.GET('/api/reports/products')).data,
});

/** The name the server gives the file (Content-Disposition), or a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/u.exec(header)?.[1] ?? fallback;
}

/** One table as the server writes it in CSV (BOM, header row in `language`), with its file name. */
export async function fetchReportCsv(
  report: ReportTable,
  filters: ReportFilters,
  language: Language,
): Promise<{ file: Blob; name: string }> {
  const answer = await api.GET('/api/reports/csv/{report}', {
    params: { path: { report }, query: { ...queryOf(filters), language } },
    parseAs: 'blob',
  });
  const file = unwrap(answer) as unknown as Blob;
  return { file, name: fileNameOf(answer.response, `${report}-${filters.from}_${filters.to}.csv`) };
}
