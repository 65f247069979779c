import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { DATES_TAKEN } from './availabilityWrites.ts';
import { saveRangesOnProducts } from './calendarBulk.ts';
import { calendarConflicts } from './calendarConflicts.ts';
import { dayRangeOf, today, windowOf } from './calendarDays.ts';
import { calendarOverview } from './calendarOverview.ts';

/** The calendar of all the caller's products (issue 13, beyond the spec): read, bulk write, conflicts. */
export function overviewHandlers(deps: Deps) {
  const { db } = deps;

  return {
    async getCalendarOverview(request) {
      const { sub } = callerOf(request);
      const start = request.query.start ?? today();
      const days = request.query.days ?? 30;
      const window = windowOf(start, days);
      return { start, end: window.last, products: await calendarOverview(db, sub, window) };
    },

    async saveCalendarRanges(request, reply) {
      const { product_ids, start_date, end_date, lock_type, note = '' } = request.body;
      const result = await saveRangesOnProducts(db, callerOf(request), {
        productIds: product_ids,
        days: dayRangeOf(start_date, end_date),
        lockType: lock_type,
        note,
      });
      if ('updated' in result) return result;
      // The app's error handler writes the contract's plain Error; this 409 also names each clash
      // (CalendarConflictError), so it is answered here.
      reply.code(409);
      const body = { status: 409, code: 'dates_taken', message: DATES_TAKEN, conflicts: result.clashes };
      return body as unknown as { updated: number };
    },

    async getCalendarConflicts(request) {
      return { data: await calendarConflicts(db, callerOf(request).sub, today()) };
    },
  } satisfies PartialHandlerTable;
}
