import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';

type AvailabilityEntry = components['schemas']['AvailabilityEntry'];

/** Whole days, both ends included, as `YYYY-MM-DD` text. */
export interface DayRange {
  start: string;
  last: string;
}

/** A product's blocked and reserved ranges, earliest first; dates as text so no time zone shifts them. */
export async function availabilityOf(db: Db, productId: string): Promise<AvailabilityEntry[]> {
  const rows = await db
    .selectFrom('product_availability')
    .select(['id', 'note', 'lock_type', 'booking_id'])
    .select([sql<string>`start_date::text`.as('start'), sql<string>`end_date::text`.as('end')])
    .where('product_id', '=', productId)
    .orderBy('start_date')
    .orderBy('end_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    availability_id: row.id,
    start_date: row.start,
    end_date: row.end,
    note: row.note,
    lock_type: row.lock_type,
    booking_id: row.booking_id,
  }));
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
