import { sellsByDeparture } from '../../../machines/departures.ts';
import { hasCalendar } from '../../../machines/productTypes.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { findReadableProduct, PRODUCT_NOT_FOUND } from '../products/productAccess.ts';
import { availabilityOf } from './availability.ts';
import {
  clashingRanges,
  datesTaken,
  deleteRange,
  findHandBlockedRange,
  insertBlockedRanges,
  lockCalendarProducts,
  moveBlockedRange,
  reopenDays,
} from './availabilityWrites.ts';
import { dayRangeOf, today, windowOf } from './calendarDays.ts';
import { departuresOf } from './departures.ts';

/**
 * SPEC §7 Availability: the owner reads a product's calendar, the operator any product's; only the owner
 * writes it. Others, and a product without a calendar (a restaurant), get 404.
 */
export function availabilityHandlers(deps: Deps) {
  const { db } = deps;

  return {
    async getAvailability(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      if (!hasCalendar(product.product_type)) throw notFound(PRODUCT_NOT_FOUND);
      return { data: await availabilityOf(db, product.id) };
    },

    // Things to do are sold by departure day (issue 16); stays and restaurants have no departures.
    async getDepartures(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      if (!sellsByDeparture(product.product_type)) throw notFound(PRODUCT_NOT_FOUND);
      const start = request.query?.start ?? today();
      const window = windowOf(start, request.query?.days ?? 62);
      const { terms, days } = await departuresOf(db, product, window);
      return {
        product_id: product.id,
        product_type: product.product_type,
        capacity: terms.capacity,
        private: terms.private,
        scheduled: terms.schedule !== null,
        start: window.start,
        end: window.last,
        days,
      };
    },

    async saveAvailability(request) {
      const caller = callerOf(request);
      const { id } = request.params;
      const {
        product_type,
        start_date,
        end_date,
        lock_type,
        note = '',
        availability_id = null,
      } = request.body;
      const days = dayRangeOf(start_date, end_date);
      const data = await db.transaction().execute(async (trx) => {
        const [product] = await lockCalendarProducts(trx, caller, [id]);
        if (product!.product_type !== product_type) {
          throw new ApiError(
            400,
            'invalid_request',
            "product_type is not the product's type",
            'product_type',
          );
        }
        const range = availability_id === null ? null : await findHandBlockedRange(trx, id, availability_id);
        if (lock_type === 'blocked') {
          const clashes = await clashingRanges(trx, [id], days, range?.id);
          if (clashes.length > 0) throw datesTaken();
          if (range) await moveBlockedRange(trx, range.id, days, note);
          else await insertBlockedRanges(trx, [id], days, note);
        } else if (range) {
          await deleteRange(trx, range.id);
        } else {
          await reopenDays(trx, [id], days);
        }
        return availabilityOf(trx, id);
      });
      return { data };
    },
  } satisfies PartialHandlerTable;
}
