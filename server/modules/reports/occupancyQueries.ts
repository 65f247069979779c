import { sql } from 'kysely';
import { typesWhere, typesWith } from '../../../machines/productKinds.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { productLabel } from '../products/productNames.ts';
import type { ReportFilters } from './reportFilters.ts';
import { reportMonths } from './reportQueries.ts';
import { EARNING_STATUSES, monthText, type ReportParam, reportQuery } from './reportScope.ts';

type OccupancyReport = components['schemas']['OccupancyReport'];
type OccupancyRow = OccupancyReport['rows'][number];

/*
 * Occupancy per product and month (issue 32). What a product's occupancy counts is its calendar's kind, a fact of the
 * kinds table (machines/productKinds.ts `calendar`), never a type number here:
 * - `nights` (stays, a hotel's or hostel's rooms): the nights of its confirmed and completed reservations that fall
 *   in the month and the range (a stay's last night is the day before it ends), ÷ the month's days in the range;
 * - `departures` (tours, packages, guides, attractions): the days with a departure booked, with the reservations and
 *   people of the month; no rate, since a departure's capacity is seats, not nights.
 * A product without a calendar (a hotel itself, whose rooms are what is booked; a restaurant) has no row.
 */

/** The kinds whose occupancy counts nights, and every kind with a calendar. */
const NIGHT_TYPES = typesWith('calendar', 'nights');
const CALENDAR_TYPES = typesWhere((kind) => kind.calendar !== null);

const typeList = (types: readonly number[]) => sql.join(types.map((type) => sql.lit(type)));

/**
 * The CTEs the per-month rows and the range's total share: `span` (each month's first and last day in the range),
 * `items` (the products, with whether they count nights) and `booked` (their reservations' figures per month).
 */
const occupancyData = (param: ReportParam, withProduct: boolean) => sql`
  bounds as (select ${param('from')}::date as first, ${param('to')}::date as last),
  span as (
    select m::date as month, greatest(m::date, bounds.first) as first_day,
      least((m + interval '1 month')::date - 1, bounds.last) as last_day
    from bounds, generate_series(
      date_trunc('month', bounds.first::timestamp), date_trunc('month', bounds.last::timestamp), interval '1 month'
    ) as m
  ),
  items as (
    select p.id, ${productLabel('p')} as name, p.product_type, p.product_type in (${typeList(NIGHT_TYPES)}) as by_night
    from products p left join products property on property.id = p.parent_id
    where p.provider_id = ${param('providerId')}
      and p.product_type in (${typeList(CALENDAR_TYPES)})
      ${withProduct ? sql`and (p.id = ${param('productId')} or p.parent_id = ${param('productId')})` : sql``}
  ),
  booked as (
    select b.product_id, s.month,
      count(*) as bookings,
      sum(b.adult + b.children) as people,
      sum(greatest(0, least(b.end_date, s.last_day + 1) - greatest(b.start_date, s.first_day))) as nights,
      count(distinct b.start_date) as departure_days
    from bookings b
    join items i on i.id = b.product_id
    join span s on b.start_date <= s.last_day
      and case when i.by_night then b.end_date > s.first_day else b.start_date >= s.first_day end
    cross join bounds
    where b.provider_id = ${param('providerId')}
      and b.status in (${typeList(EARNING_STATUSES)})
      and b.start_date <= bounds.last and b.end_date >= bounds.first
    group by 1, 2
  )`;

const rowsQuery = reportQuery(
  (param, withProduct) =>
    sql<Record<string, unknown>>`
    with ${occupancyData(param, withProduct)}
    select i.id as product_id, i.name as product, i.product_type,
      case when i.by_night then 'nights' else 'departures' end as unit,
      ${monthText(sql`s.month`)} as month,
      s.last_day - s.first_day + 1 as days,
      case when i.by_night then coalesce(bk.nights, 0) else coalesce(bk.departure_days, 0) end as booked,
      coalesce(bk.bookings, 0) as bookings,
      coalesce(bk.people, 0) as people,
      case when i.by_night then coalesce(bk.nights, 0)::float8 / (s.last_day - s.first_day + 1) end as occupancy
    from items i
    cross join span s
    left join booked bk on bk.product_id = i.id and bk.month = s.month
    order by i.name, i.id, s.month`,
);

const totalQuery = reportQuery(
  (param, withProduct) =>
    sql<{ occupancy: unknown }>`
    with ${occupancyData(param, withProduct)}
    select sum(coalesce(bk.nights, 0))::float8 / nullif(sum(s.last_day - s.first_day + 1), 0) as occupancy
    from items i
    cross join span s
    left join booked bk on bk.product_id = i.id and bk.month = s.month
    where i.by_night`,
);

/** Every product with a calendar × every month of the range, by product name then month. */
export async function occupancyReport(db: Db, filters: ReportFilters): Promise<OccupancyReport> {
  const [rows, months] = await Promise.all([rowsQuery.execute(db, filters), reportMonths(db, filters)]);
  return {
    months,
    rows: rows.map(
      (row): OccupancyRow => ({
        product_id: String(row.product_id),
        product: String(row.product),
        product_type: Number(row.product_type) as OccupancyRow['product_type'],
        unit: row.unit === 'nights' ? 'nights' : 'departures',
        month: String(row.month),
        days: Number(row.days),
        booked: Number(row.booked),
        bookings: Number(row.bookings),
        people: Number(row.people),
        occupancy: row.occupancy === null ? null : Number(row.occupancy),
      }),
    ),
  };
}

/** Booked nights ÷ nights of the range over the products sold by the night; null when there is none. */
export async function occupancyTotal(db: Db, filters: ReportFilters): Promise<number | null> {
  const row = await totalQuery.executeTakeFirst(db, filters);
  return row?.occupancy === null || row?.occupancy === undefined ? null : Number(row.occupancy);
}
