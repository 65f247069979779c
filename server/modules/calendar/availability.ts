import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type AvailabilityEntry = components['schemas']['AvailabilityEntry'];

/** Whole days, both ends included, as `YYYY-MM-DD` text. */
export interface DayRange {
  start: string;
  last: string;
}

/**
 * The ranges as the wire shows them: a reserved range names its reservation, an imported range its feed,
 * and an imported range sharing a day with a reserved range of the same product is a conflict. Dates as
 * text so no time zone shifts them.
 */
export function entryRows(db: Db | Transaction<Database>) {
  return db
    .selectFrom('product_availability as pa')
    .leftJoin('bookings as b', 'b.id', 'pa.booking_id')
    .leftJoin('calendar_feeds as f', 'f.id', 'pa.feed_id')
    .select(['pa.id', 'pa.product_id', 'pa.note', 'pa.lock_type', 'pa.booking_id', 'pa.feed_id'])
    .select((eb) => [
      sql<string>`pa.start_date::text`.as('start'),
      sql<string>`pa.end_date::text`.as('end'),
      'b.reservation_no',
      'f.name as feed_name',
      eb
        .and([
          eb('pa.feed_id', 'is not', null),
          eb.exists(
            eb
              .selectFrom('product_availability as r')
              .select('r.id')
              .whereRef('r.product_id', '=', 'pa.product_id')
              .where('r.lock_type', '=', 'reserved')
              .whereRef('r.start_date', '<=', 'pa.end_date')
              .whereRef('r.end_date', '>=', 'pa.start_date'),
          ),
        ])
        .as('conflict'),
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRows>['execute']>>[number];

export const toEntry = (row: EntryRow): AvailabilityEntry => ({
  availability_id: row.id,
  start_date: row.start,
  end_date: row.end,
  note: row.note,
  lock_type: row.lock_type,
  booking_id: row.booking_id,
  reservation_no: row.reservation_no ?? null,
  feed_id: row.feed_id,
  feed_name: row.feed_name ?? null,
  conflict: Boolean(row.conflict),
});

/** A product's blocked and reserved ranges, earliest first. */
export async function availabilityOf(
  db: Db | Transaction<Database>,
  productId: string,
): Promise<AvailabilityEntry[]> {
  const rows = await entryRows(db)
    .where('pa.product_id', '=', productId)
    .orderBy('pa.start_date')
    .orderBy('pa.end_date')
    .orderBy('pa.id')
    .execute();
  return rows.map(toEntry);
}

/**
 * Whether any of the product's ranges shares a day with these days. Ranges are whole days, both ends
 * included: they overlap when each starts no later than the other ends.
 */
export async function isAnyDayTaken(db: Db, productId: string, days: DayRange): Promise<boolean> {
  const clash = await db
    .selectFrom('product_availability')
    .select('id')
    .where('product_id', '=', productId)
    .where('start_date', '<=', days.last)
    .where('end_date', '>=', days.start)
    .executeTakeFirst();
  return clash !== undefined;
}

/** Blocks the days on the product's calendar as reserved by the booking. */
export async function reserveDays(db: Db, productId: string, bookingId: string, days: DayRange) {
  await db
    .insertInto('product_availability')
    .values({
      id: randomUUID(),
      product_id: productId,
      start_date: days.start,
      end_date: days.last,
      lock_type: 'reserved',
      booking_id: bookingId,
    })
    .execute();
}
