import { sql } from 'kysely';
import { WITHOUT_CALENDAR_TYPES } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { productLabel } from '../products/productNames.ts';

type CalendarConflict = components['schemas']['CalendarConflict'];

/**
 * The imported ranges of the provider's products that share a day with a reservation's nights and have not
 * ended before `fromDay`: one row per imported range and reservation, earliest first. Feeds may overlap
 * anything (the source is the truth), so these are shown to the provider instead of refused or dropped.
 */
export async function calendarConflicts(
  db: Db,
  providerId: string,
  fromDay: string,
): Promise<CalendarConflict[]> {
  return db
    .selectFrom('product_availability as pa')
    .innerJoin('calendar_feeds as f', 'f.id', 'pa.feed_id')
    .innerJoin('products as p', 'p.id', 'pa.product_id')
    .innerJoin('product_availability as r', (join) =>
      join
        .onRef('r.product_id', '=', 'pa.product_id')
        .on('r.lock_type', '=', 'reserved')
        .onRef('r.start_date', '<=', 'pa.end_date')
        .onRef('r.end_date', '>=', 'pa.start_date'),
    )
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .leftJoin('products as property', 'property.id', 'p.parent_id')
    .select([
      'p.id as product_id',
      productLabel().as('name'),
      'f.id as feed_id',
      'f.name as feed_name',
      sql<string>`pa.start_date::text`.as('start_date'),
      sql<string>`pa.end_date::text`.as('end_date'),
      'b.id as booking_id',
      'b.reservation_no',
    ])
    .where('p.provider_id', '=', providerId)
    .where('p.product_type', 'not in', WITHOUT_CALENDAR_TYPES)
    .where('pa.end_date', '>=', fromDay)
    .orderBy('pa.start_date')
    .orderBy('name')
    .orderBy('b.reservation_no')
    .execute();
}
