import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { storeDashboardEvent, subjectOf } from './dashboardEvents.ts';
import { dashboardFigures } from './dashboardFigures.ts';
import { promotionCodeOf } from './promotionCodes.ts';

/**
 * The control panel (issue 11): its figures computed from records, and the marketplace's reports of product
 * views and QR scans, stored as events where they happen.
 */
export function dashboardHandlers(deps: Deps) {
  const { db, limits } = deps;

  return {
    async getBusinessStats(request) {
      const { sub } = callerOf(request);
      const [figures, promotion_code] = await Promise.all([
        dashboardFigures(db, sub),
        promotionCodeOf(db, sub),
      ]);
      return {
        total_scans: figures.scans,
        views: figures.views,
        inquiries: figures.inquiries,
        bookings: figures.bookings,
        commissions: figures.commissions,
        promotion_code,
      };
    },

    async recordDashboardEvent(request, reply) {
      // Only the marketplace (the operator) reports: server/http/operationRoles.ts.
      await limits.take('marketplaceEventsPerCaller', callerOf(request).sub);
      const event = request.body;
      const subject = await subjectOf(db, event);
      await storeDashboardEvent(db, subject, event.type);
      reply.code(201);
      return { type: event.type, provider_id: subject.provider_id };
    },
  } satisfies PartialHandlerTable;
}
