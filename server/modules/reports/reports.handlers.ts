import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { occupancyReport, occupancyTotal } from './occupancyQueries.ts';
import { reportCsv } from './reportCsv.ts';
import { reportFiltersOf } from './reportFilters.ts';
import {
  bookingsReport,
  cancellationsReport,
  reportProducts,
  responseTimeReport,
  revenueReport,
  revenueTotals,
  summaryCounts,
} from './reportQueries.ts';

type FilteredRequest = FastifyRequest<{ Querystring: { from: string; to: string; product?: string } }>;

/**
 * Reports (issue 32): the provider's reservations, revenue, occupancy, response time, cancellations and rejections
 * over a range of days, maybe of one product, computed in the database at each request; each table also as CSV.
 * Only the caller's own reservations and products: every query asks by the caller, and another's product is 404.
 */
export function reportHandlers(deps: Deps) {
  const { db } = deps;

  const filtersOf = (request: FilteredRequest) => reportFiltersOf(db, callerOf(request).sub, request.query);

  return {
    async getReportProducts(request) {
      return { data: await reportProducts(db, callerOf(request).sub) };
    },

    async getReportSummary(request) {
      const filters = await filtersOf(request);
      const [counts, revenue, occupancy] = await Promise.all([
        summaryCounts(db, filters),
        revenueTotals(db, filters),
        occupancyTotal(db, filters),
      ]);
      return { ...counts, revenue, occupancy };
    },

    async getBookingsReport(request) {
      return bookingsReport(db, await filtersOf(request));
    },

    async getRevenueReport(request) {
      return revenueReport(db, await filtersOf(request));
    },

    async getOccupancyReport(request) {
      return occupancyReport(db, await filtersOf(request));
    },

    async getResponseTimeReport(request) {
      return responseTimeReport(db, await filtersOf(request));
    },

    async getCancellationsReport(request) {
      return cancellationsReport(db, await filtersOf(request));
    },

    async exportReportCsv(request, reply) {
      const filters = await filtersOf(request);
      const csv = await reportCsv(db, request.params.report, filters, request.query.language ?? 'es');
      // The body is the file, not the JSON the operation types describe: sent as is.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv.body) as never;
    },
  } satisfies PartialHandlerTable;
}
