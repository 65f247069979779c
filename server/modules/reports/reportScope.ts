import { type Compilable, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type Param, preparedShapes } from '../../db/prepared.ts';
import type { BookingStatus } from '../../db/schema.ts';
import { filterShape, type ReportFilters, type ReportValues, valuesOf } from './reportFilters.ts';

/*
 * The pieces every report's SQL is made of (issue 32). Days and months are UTC, as the reservations list and My QR
 * count them. A reservation counts in the month its traveler asked for it (request_date), so one month's requests,
 * answers, rejections and revenue are the same reservations; occupancy alone counts the nights themselves.
 */

/** SPEC §3 Reservation status, by name (server/db/schema.ts BookingStatus). */
export const STATUS = {
  cancelled: 0,
  pending: 1,
  confirmed: 2,
  completed: 3,
} as const satisfies Record<string, BookingStatus>;

/**
 * The reservations that earn and occupy: confirmed and completed, as the control panel counts them (a pending one
 * may still be rejected; a cancelled one earns nothing).
 */
export const EARNING_STATUSES = [STATUS.confirmed, STATUS.completed] as const;

export type ReportParam = Param<ReportValues>;

/** A query written in SQL, as prepared.ts builds it: compiled by the compiling Kysely it is given. */
export const rawQuery = <R>(db: Db, query: RawBuilder<R>): Compilable<R> => ({
  compile: () => query.compile(db),
});

/**
 * A report's SQL, built once per shape (with the product clause or without) and prepared; run with the request's
 * filters.
 */
export function reportQuery<R>(build: (param: ReportParam, withProduct: boolean) => RawBuilder<R>) {
  const shapes = preparedShapes<ReportFilters, ReportValues, R>(filterShape, (filters, db, param) =>
    rawQuery(db, build(param, filterShape(filters) === 'product')),
  );
  return {
    execute: (db: Db, filters: ReportFilters) => shapes(filters).execute(db, valuesOf(filters)),
    executeTakeFirst: (db: Db, filters: ReportFilters) =>
      shapes(filters).executeTakeFirst(db, valuesOf(filters)),
  };
}

/** The range's first day and the day after its last, as instants (UTC midnights). */
const rangeStart = (param: ReportParam) => sql`${param('from')}::date::timestamp at time zone 'UTC'`;
const rangeEnd = (param: ReportParam) => sql`(${param('to')}::date + 1)::timestamp at time zone 'UTC'`;

/** A reservation of the product, or of one of its rooms when it is a hotel or hostel. */
export const ofProduct = (param: ReportParam, booking = 'b') =>
  sql`(${sql.ref(`${booking}.product_id`)} = ${param('productId')} or ${sql.ref(`${booking}.product_id`)} in (
    select r.id from products r where r.parent_id = ${param('productId')}))`;

/**
 * The caller's reservations (`b`) requested within the range, of the product when the shape has one. Read through
 * the index on (provider_id, request_date) (migration 0026).
 */
export const requestedInRange = (param: ReportParam, withProduct: boolean) =>
  sql`b.provider_id = ${param('providerId')}
    and b.request_date >= ${rangeStart(param)}
    and b.request_date < ${rangeEnd(param)}
    ${withProduct ? sql`and ${ofProduct(param)}` : sql``}`;

/** The month (a timestamp at its first midnight, UTC) a reservation was requested in. */
export const requestMonth = sql`date_trunc('month', b.request_date at time zone 'UTC')`;

/** `span(month)`: every month the range touches, oldest first, as a CTE. */
export const monthSpan = (param: ReportParam) =>
  sql`span as (
    select generate_series(
      date_trunc('month', ${param('from')}::date::timestamp),
      date_trunc('month', ${param('to')}::date::timestamp),
      interval '1 month'
    ) as month
  )`;

/** A month as the wire writes it. */
export const monthText = (month: RawBuilder<unknown>) => sql<string>`to_char(${month}, 'YYYY-MM')`;

/** Whole hours from a request to its answer, as a float for percentile_cont. */
export const responseHours = sql`extract(epoch from b.decided_at - b.request_date)::float8 / 3600`;
