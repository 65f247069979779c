import type { Db } from '../../db/database.ts';
import { type Param, prepared } from '../../db/prepared.ts';
import { ApiError, notFound } from '../../errors.ts';
import { checkDay, daysBetween } from '../calendar/calendarDays.ts';
import { PRODUCT_NOT_FOUND } from '../products/productAccess.ts';

/**
 * What every report is asked for (issue 32): the caller, a range of days (UTC, both ends included) and maybe one
 * product. Checked here once, so each query can trust it.
 */
export interface ReportFilters {
  providerId: string;
  /** YYYY-MM-DD, the first day. */
  from: string;
  /** YYYY-MM-DD, the last day, included. */
  to: string;
  /** Only this product's reservations (a hotel's: its rooms'); undefined for all. */
  productId?: string | undefined;
}

/** The longest range a report covers: three years of days, a leap day included (the contract says so). */
export const MAX_REPORT_DAYS = 1096;

/** The values a prepared report query runs with: `productId` is empty when the query has no product clause. */
export interface ReportValues {
  providerId: string;
  from: string;
  to: string;
  productId: string;
}

export const valuesOf = (filters: ReportFilters): ReportValues => ({
  providerId: filters.providerId,
  from: filters.from,
  to: filters.to,
  productId: filters.productId ?? '',
});

/** The shape of a report query: with the product clause or without (server/db/prepared.ts `preparedShapes`). */
export const filterShape = (filters: ReportFilters) => (filters.productId ? 'product' : 'all');

const ownedProductQuery = prepared((db, param: Param<{ providerId: string; productId: string }>) =>
  db
    .selectFrom('products')
    .select('id')
    .where('id', '=', param('productId'))
    .where('provider_id', '=', param('providerId')),
);

/**
 * The filters of a request, checked: `to` not before `from`, at most MAX_REPORT_DAYS days, both inside the calendar's
 * years (400 naming the field); a product that is not the caller's is the same 404 as a missing one.
 */
export async function reportFiltersOf(
  db: Db,
  providerId: string,
  query: { from: string; to: string; product?: string | undefined },
): Promise<ReportFilters> {
  checkDay('from', query.from);
  checkDay('to', query.to);
  if (query.to < query.from) throw new ApiError(400, 'invalid_request', 'to must not be before from', 'to');
  if (daysBetween(query.from, query.to) + 1 > MAX_REPORT_DAYS) {
    throw new ApiError(400, 'invalid_request', `to must be at most ${MAX_REPORT_DAYS} days from from`, 'to');
  }
  if (query.product !== undefined) {
    const owned = await ownedProductQuery.executeTakeFirst(db, { providerId, productId: query.product });
    if (!owned) throw notFound(PRODUCT_NOT_FOUND);
  }
  return { providerId, from: query.from, to: query.to, productId: query.product };
}
