import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { type DepartureSchedule, runsOn, sellsByDeparture } from '../../../machines/departures.ts';
import { WITHOUT_CALENDAR_TYPES } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { productName, propertyName } from '../products/productNames.ts';
import { type DayRange, entryRows, toEntry } from './availability.ts';
import { addDays, daysBetween } from './calendarDays.ts';

type CalendarOverviewProduct = components['schemas']['CalendarOverviewProduct'];

/**
 * The calendar of all the provider's products over the window, by name: one query, however many products.
 * Each product's ranges come as one JSON array built by the database, so the driver parses one value per
 * product instead of a dozen columns per range (most of the time of a 200-product read). A hotel or hostel has no
 * calendar of its own; its rooms come one after another, in its place among the names (SPEC §6).
 */
export async function calendarOverview(
  db: Db,
  providerId: string,
  window: DayRange,
): Promise<CalendarOverviewProduct[]> {
  const rows = await db
    .selectFrom('products as p')
    // A thing to do's schedule (its availability step), to say which days it runs no departure.
    .leftJoin('product_steps as schedule', (join) =>
      join.onRef('schedule.product_id', '=', 'p.id').on('schedule.step', '=', 'availability'),
    )
    // A room's hotel or hostel.
    .leftJoin('products as property', 'property.id', 'p.parent_id')
    .select(['p.id', 'p.product_type', 'p.status', productName().as('name'), 'schedule.data as schedule'])
    .select(['property.id as property_id', propertyName().as('property_name')])
    .select(
      jsonArrayFrom(
        entryRows(db)
          // Correlated with the product row of the outer query.
          .where('pa.product_id', '=', sql.ref<string>('p.id'))
          .where('pa.start_date', '<=', window.last)
          .where('pa.end_date', '>=', window.start)
          .orderBy('pa.start_date')
          .orderBy('pa.end_date')
          .orderBy('pa.id'),
      ).as('ranges'),
    )
    .where('p.provider_id', '=', providerId)
    .where('p.product_type', 'not in', WITHOUT_CALENDAR_TYPES)
    .orderBy((eb) => eb.fn.coalesce(propertyName(), productName()))
    .orderBy('property.id')
    .orderBy('name')
    .orderBy('p.id')
    .execute();
  return rows.map((p) => ({
    product_id: p.id,
    name: p.name,
    property_id: p.property_id,
    property_name: p.property_name,
    product_type: p.product_type,
    status: p.status,
    ranges: p.ranges.map(toEntry),
    no_departure: noDepartureDays(p.product_type, p.schedule as DepartureSchedule | null, window),
  }));
}

/** The window's days a thing to do runs no departure; none for a stay or an unsaved schedule. */
function noDepartureDays(type: number, schedule: DepartureSchedule | null, window: DayRange): string[] {
  if (!schedule || !sellsByDeparture(type)) return [];
  const days: string[] = [];
  for (let n = 0; n <= daysBetween(window.start, window.last); n++) {
    const day = addDays(window.start, n);
    if (!runsOn(schedule, day)) days.push(day);
  }
  return days;
}
