import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { WITHOUT_CALENDAR_TYPES } from '../../../machines/productTypes.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { PRODUCT_NOT_FOUND } from '../products/productAccess.ts';
import { productLabel } from '../products/productNames.ts';
import type { DayRange } from './availability.ts';
import { addDays } from './calendarDays.ts';

type Trx = Transaction<Database>;

export const DATES_TAKEN = 'These dates overlap dates already blocked or reserved';
const RANGE_NOT_FOUND = 'The range does not exist';
const RESERVED_RANGE = 'A reservation holds these days; they cannot be reopened';
const IMPORTED_RANGE = 'An imported calendar blocks these days; remove them there or delete the feed';

export const datesTaken = () => new ApiError(409, 'dates_taken', DATES_TAKEN);

/**
 * The caller's products that have a calendar, locked for the transaction in id order (so two bulk writes
 * cannot wait on each other), or 404 when any is missing, another provider's or without a calendar (SPEC §9: a
 * restaurant; every calendar operation answers 404 for it). Writes
 * of one product queue here, so checking its calendar and writing it are one step.
 */
export async function lockCalendarProducts(trx: Trx, caller: AccessClaims, ids: readonly string[]) {
  const rows = await trx
    .selectFrom('products as p')
    // A room is named with its hotel or hostel (the clashes name it); only the products are locked.
    .leftJoin('products as property', 'property.id', 'p.parent_id')
    .select(['p.id', 'p.product_type', productLabel().as('name')])
    .where('p.id', 'in', ids)
    .where('p.provider_id', '=', caller.sub)
    .where('p.product_type', 'not in', WITHOUT_CALENDAR_TYPES)
    .orderBy('p.id')
    .forUpdate('p')
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound(PRODUCT_NOT_FOUND);
  return rows;
}

/**
 * The ranges a new blocked range may not share a day with: reserved ones and those blocked by hand.
 * Imported ranges do not count (the feed's source is the truth; a clash with a reservation is a conflict
 * shown to the provider, not a refusal). `exceptId` is the range being moved, which may overlap itself.
 */
export function clashingRanges(trx: Trx, productIds: readonly string[], days: DayRange, exceptId?: string) {
  let query = trx
    .selectFrom('product_availability as pa')
    .leftJoin('bookings as b', 'b.id', 'pa.booking_id')
    .select([
      'pa.product_id',
      'pa.lock_type',
      'b.reservation_no',
      sql<string>`pa.start_date::text`.as('start_date'),
      sql<string>`pa.end_date::text`.as('end_date'),
    ])
    .where('pa.product_id', 'in', productIds)
    .where('pa.feed_id', 'is', null)
    .where('pa.start_date', '<=', days.last)
    .where('pa.end_date', '>=', days.start)
    .orderBy('pa.product_id')
    .orderBy('pa.start_date');
  if (exceptId) query = query.where('pa.id', '!=', exceptId);
  return query.execute();
}

/** Closes the days on each product as one hand-blocked range per product. */
export async function insertBlockedRanges(
  trx: Trx,
  productIds: readonly string[],
  days: DayRange,
  note: string,
) {
  await trx
    .insertInto('product_availability')
    .values(
      productIds.map((productId) => ({
        id: randomUUID(),
        product_id: productId,
        start_date: days.start,
        end_date: days.last,
        lock_type: 'blocked' as const,
        note,
      })),
    )
    .execute();
}

/**
 * One of the product's ranges that the provider may change by hand, or the reason why not: 404 for an
 * unknown id (or another product's), 409 for a reservation's nights or an imported feed's days.
 */
export async function findHandBlockedRange(trx: Trx, productId: string, id: string) {
  const range = await trx
    .selectFrom('product_availability')
    .select(['id', 'lock_type', 'feed_id'])
    .where('id', '=', id)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!range) throw notFound(RANGE_NOT_FOUND);
  if (range.lock_type === 'reserved') throw new ApiError(409, 'reserved_range', RESERVED_RANGE);
  if (range.feed_id !== null) throw new ApiError(409, 'imported_range', IMPORTED_RANGE);
  return range;
}

export async function moveBlockedRange(trx: Trx, id: string, days: DayRange, note: string) {
  await trx
    .updateTable('product_availability')
    .set({ start_date: days.start, end_date: days.last, note })
    .where('id', '=', id)
    .execute();
}

export async function deleteRange(trx: Trx, id: string) {
  await trx.deleteFrom('product_availability').where('id', '=', id).execute();
}

/**
 * Reopens the days on each product: hand-blocked ranges inside them go, a range covering one side is
 * trimmed, a range covering both sides is split in two keeping its note. Reserved and imported days stay.
 * Answers the products whose calendar changed.
 */
export async function reopenDays(
  trx: Trx,
  productIds: readonly string[],
  days: DayRange,
): Promise<Set<string>> {
  const ranges = await trx
    .selectFrom('product_availability')
    .select([
      'id',
      'product_id',
      'note',
      sql<string>`start_date::text`.as('start'),
      sql<string>`end_date::text`.as('last'),
    ])
    .where('product_id', 'in', productIds)
    .where('lock_type', '=', 'blocked')
    .where('feed_id', 'is', null)
    .where('start_date', '<=', days.last)
    .where('end_date', '>=', days.start)
    .execute();
  const before = addDays(days.start, -1);
  const after = addDays(days.last, 1);
  const inside = ranges.filter((r) => r.start >= days.start && r.last <= days.last).map((r) => r.id);
  if (inside.length > 0) await trx.deleteFrom('product_availability').where('id', 'in', inside).execute();
  for (const range of ranges) {
    const keepsHead = range.start < days.start;
    const keepsTail = range.last > days.last;
    if (keepsHead) {
      await trx
        .updateTable('product_availability')
        .set({ end_date: before })
        .where('id', '=', range.id)
        .execute();
    }
    if (keepsTail && !keepsHead) {
      await trx
        .updateTable('product_availability')
        .set({ start_date: after })
        .where('id', '=', range.id)
        .execute();
    }
    if (keepsTail && keepsHead) {
      await trx
        .insertInto('product_availability')
        .values({
          id: randomUUID(),
          product_id: range.product_id,
          start_date: after,
          end_date: range.last,
          lock_type: 'blocked',
          note: range.note,
        })
        .execute();
    }
  }
  return new Set(ranges.map((r) => r.product_id));
}
