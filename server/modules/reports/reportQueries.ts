import { sql } from 'kysely';
import { COMMISSION_DIVISOR } from '../../../machines/netAmount.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { type Param, prepared } from '../../db/prepared.ts';
import { productLabel } from '../products/productNames.ts';
import { RESPONSE_WINDOW_MS } from '../reservations/reservationQueries.ts';
import { type ReportFilters, type ReportValues, valuesOf } from './reportFilters.ts';
import {
  EARNING_STATUSES,
  monthSpan,
  monthText,
  rawQuery,
  reportQuery,
  requestedInRange,
  requestMonth,
  responseHours,
  STATUS,
} from './reportScope.ts';

type BookingsReport = components['schemas']['BookingsReport'];
type RevenueReport = components['schemas']['RevenueReport'];
type ResponseTimeReport = components['schemas']['ResponseTimeReport'];
type CancellationsReport = components['schemas']['CancellationsReport'];
type ReportProduct = components['schemas']['ReportProduct'];
type ReportMoney = components['schemas']['ReportMoney'];

/*
 * The reports of issue 32 that count reservations by the month they were requested in: each one SQL statement,
 * aggregated in the database (date_trunc, FILTER, percentile_cont, grouping sets), built once per shape (with a
 * product or without) and prepared (server/db/prepared.ts).
 */

/** Counts come back as bigint (text on the wire) or numeric: read as numbers. */
const num = (value: unknown) => Number(value ?? 0);
const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A reservation's price in whole cents, and the platform's fee in cents as netAmount splits it. */
const priceCents = sql`round(b.subtotal * 100)`;
const feeCents = sql`round(b.subtotal * 100) - round(round(b.subtotal * 100) / m.divisor)`;

/**
 * The commission models and their divisors as a VALUES list made from machines/netAmount.ts, the one source of the
 * rates: a reservation's model is the one it was accepted under, else (still pending) its product's.
 */
const commissionModels = sql.join(
  Object.entries(COMMISSION_DIVISOR).map(
    ([model, divisor]) => sql`(${sql.lit(Number(model))}::int, ${sql.lit(divisor)}::numeric)`,
  ),
);

/** The response window in seconds (the reservations module's, 24 h). */
const WINDOW_SECONDS = RESPONSE_WINDOW_MS / 1000;

const bookingsQuery = reportQuery(
  (param, withProduct) =>
    sql<Record<string, unknown>>`
    with ${monthSpan(param)},
    counted as (
      select ${requestMonth} as month,
        count(*) as requested,
        count(*) filter (where b.status = ${sql.lit(STATUS.pending)}) as pending,
        count(*) filter (where b.status = ${sql.lit(STATUS.confirmed)}) as confirmed,
        count(*) filter (where b.status = ${sql.lit(STATUS.completed)}) as completed,
        count(*) filter (where b.status = ${sql.lit(STATUS.cancelled)} and b.cancelled_by = 'provider') as rejected,
        count(*) filter (where b.status = ${sql.lit(STATUS.cancelled)} and b.cancelled_by = 'traveler') as cancelled
      from bookings b
      where ${requestedInRange(param, withProduct)}
      group by 1
    )
    select ${monthText(sql`span.month`)} as month, c.requested, c.pending, c.confirmed, c.completed, c.rejected,
      c.cancelled
    from span left join counted c on c.month = span.month
    order by span.month`,
);

/** Reservations per month of the range, by what became of them. */
export async function bookingsReport(db: Db, filters: ReportFilters): Promise<BookingsReport> {
  const rows = await bookingsQuery.execute(db, filters);
  return {
    months: rows.map((row) => ({
      month: String(row.month),
      requested: num(row.requested),
      pending: num(row.pending),
      confirmed: num(row.confirmed),
      completed: num(row.completed),
      rejected: num(row.rejected),
      cancelled: num(row.cancelled),
    })),
  };
}

const monthsQuery = prepared<ReportValues, { month: string }>((db, param) =>
  rawQuery(
    db,
    sql<{ month: string }>`with ${monthSpan(param)} select ${monthText(sql`month`)} as month from span`,
  ),
);

/** Every month the range touches, YYYY-MM, oldest first. */
export async function reportMonths(db: Db, filters: ReportFilters): Promise<string[]> {
  return (await monthsQuery.execute(db, valuesOf(filters))).map((row) => row.month);
}

/**
 * Confirmed and completed reservations' money per month, model and currency, and (the grouping set by currency
 * alone) the range's totals per currency: one scan.
 */
const revenueQuery = reportQuery(
  (param, withProduct) =>
    sql<Record<string, unknown>>`
    select ${monthText(requestMonth)} as month, m.model as commission_model, b.currency,
      grouping(${requestMonth}) = 1 as total,
      count(*) as bookings,
      sum(${priceCents}) as gross_cents,
      sum(${feeCents}) as fee_cents
    from bookings b
    join products p on p.id = b.product_id
    join (values ${commissionModels}) as m(model, divisor) on m.model = coalesce(b.commission_model, p.commission_model)
    where ${requestedInRange(param, withProduct)}
      and b.status in (${sql.join(EARNING_STATUSES.map((status) => sql.lit(status)))})
    group by grouping sets ((${requestMonth}, m.model, b.currency), (b.currency))
    order by total, month, commission_model, currency`,
);

const money = (gross: number, fee: number) => ({
  gross: gross / 100,
  commission: fee / 100,
  net: (gross - fee) / 100,
});

/** Gross, commission and net of the confirmed and completed reservations, per month and commission model. */
export async function revenueReport(db: Db, filters: ReportFilters): Promise<RevenueReport> {
  const [rows, months] = await Promise.all([revenueQuery.execute(db, filters), reportMonths(db, filters)]);
  const report: RevenueReport = { months, rows: [], totals: [] };
  for (const row of rows) {
    const figures = {
      currency: String(row.currency),
      bookings: num(row.bookings),
      ...money(num(row.gross_cents), num(row.fee_cents)),
    };
    if (row.total) report.totals.push(figures);
    else
      report.rows.push({
        month: String(row.month),
        commission_model: num(row.commission_model) as 1 | 2,
        ...figures,
      });
  }
  return report;
}

/** The range's revenue per currency (the summary's cards). */
export async function revenueTotals(db: Db, filters: ReportFilters): Promise<ReportMoney[]> {
  return (await revenueReport(db, filters)).totals;
}

const responseTimeQuery = reportQuery(
  (param, withProduct) =>
    sql<Record<string, unknown>>`
    with ${monthSpan(param)},
    answered as (
      select ${requestMonth} as month,
        count(b.decided_at) as answered,
        count(*) filter (where ${responseHours} * 3600 <= ${sql.lit(WINDOW_SECONDS)}) as answered_in_window,
        percentile_cont(0.5) within group (order by ${responseHours}) as median_hours,
        percentile_cont(0.9) within group (order by ${responseHours}) as p90_hours,
        count(*) filter (where b.status = ${sql.lit(STATUS.pending)}) as pending
      from bookings b
      where ${requestedInRange(param, withProduct)}
      group by 1
    )
    select ${monthText(sql`span.month`)} as month, a.answered, a.answered_in_window, a.median_hours, a.p90_hours,
      a.pending
    from span left join answered a on a.month = span.month
    order by span.month`,
);

/**
 * How long the provider took to answer each month's requests. An answer is an accept or a reject: both set
 * `decided_at`; a request never answered has none, so the percentiles (which skip nulls) leave it out.
 */
export async function responseTimeReport(db: Db, filters: ReportFilters): Promise<ResponseTimeReport> {
  const rows = await responseTimeQuery.execute(db, filters);
  return {
    window_hours: WINDOW_SECONDS / 3600,
    months: rows.map((row) => ({
      month: String(row.month),
      answered: num(row.answered),
      answered_in_window: num(row.answered_in_window),
      median_hours: orNull(row.median_hours),
      p90_hours: orNull(row.p90_hours),
      pending: num(row.pending),
    })),
  };
}

const cancellationsQuery = reportQuery(
  (param, withProduct) =>
    sql<Record<string, unknown>>`
    with ${monthSpan(param)},
    ended as (
      select ${requestMonth} as month,
        count(*) as requested,
        count(*) filter (where b.status = ${sql.lit(STATUS.cancelled)} and b.cancelled_by = 'provider') as rejected,
        count(*) filter (where b.status = ${sql.lit(STATUS.cancelled)} and b.cancelled_by = 'traveler') as cancelled
      from bookings b
      where ${requestedInRange(param, withProduct)}
      group by 1
    )
    select ${monthText(sql`span.month`)} as month, e.requested, e.rejected, e.cancelled
    from span left join ended e on e.month = span.month
    order by span.month`,
);

/**
 * The contract's maxItems of the reasons. Reasons differing only in capitals or spaces are one, written as its latest
 * request wrote it (a choice that does not hang on the database's collation).
 */
const REASONS_LIMIT = 20;

const reasonsQuery = reportQuery(
  (param, withProduct) =>
    sql<{ reason: string; count: unknown }>`
    select (array_agg(btrim(b.reject_reason) order by b.request_date desc, b.id))[1] as reason, count(*) as count
    from bookings b
    where ${requestedInRange(param, withProduct)}
      and b.status = ${sql.lit(STATUS.cancelled)} and b.cancelled_by = 'provider'
      and btrim(coalesce(b.reject_reason, '')) <> ''
    group by lower(btrim(b.reject_reason))
    order by count desc, reason
    limit ${sql.lit(REASONS_LIMIT)}`,
);

/** Rejections and cancellations per month, and the rejections' reasons, the most given first. */
export async function cancellationsReport(db: Db, filters: ReportFilters): Promise<CancellationsReport> {
  const [months, reasons] = await Promise.all([
    cancellationsQuery.execute(db, filters),
    reasonsQuery.execute(db, filters),
  ]);
  return {
    months: months.map((row) => ({
      month: String(row.month),
      requested: num(row.requested),
      rejected: num(row.rejected),
      cancelled: num(row.cancelled),
    })),
    reasons: reasons.map((row) => ({ reason: row.reason, count: num(row.count) })),
  };
}

const countsQuery = reportQuery(
  (param, withProduct) =>
    sql<Record<string, unknown>>`
    select count(*) as requested,
      count(*) filter (where b.status = ${sql.lit(STATUS.pending)}) as pending,
      count(*) filter (where b.status in (${sql.join(EARNING_STATUSES.map((status) => sql.lit(status)))})) as confirmed,
      count(*) filter (where b.status = ${sql.lit(STATUS.cancelled)} and b.cancelled_by = 'provider') as rejected,
      count(*) filter (where b.status = ${sql.lit(STATUS.cancelled)} and b.cancelled_by = 'traveler') as cancelled,
      count(b.decided_at) as answered,
      count(*) filter (where ${responseHours} * 3600 <= ${sql.lit(WINDOW_SECONDS)}) as answered_in_window,
      percentile_cont(0.5) within group (order by ${responseHours}) as median_hours
    from bookings b
    where ${requestedInRange(param, withProduct)}`,
);

/** The range's counts of the summary's cards (revenue and occupancy come from their reports' queries). */
export async function summaryCounts(db: Db, filters: ReportFilters) {
  const row = (await countsQuery.executeTakeFirst(db, filters)) ?? {};
  return {
    requested: num(row.requested),
    pending: num(row.pending),
    confirmed: num(row.confirmed),
    rejected: num(row.rejected),
    cancelled: num(row.cancelled),
    answered: num(row.answered),
    answered_in_window: num(row.answered_in_window),
    median_response_hours: orNull(row.median_hours),
  };
}

const productsQuery = prepared((db, param: Param<{ providerId: string }>) =>
  rawQuery(
    db,
    sql<ReportProduct>`
    select p.id, ${productLabel('p')} as name, p.product_type
    from products p left join products property on property.id = p.parent_id
    where p.provider_id = ${param('providerId')}
    order by name, p.id`,
  ),
);

/** The caller's products, for the reports' product filter. */
export async function reportProducts(db: Db, providerId: string): Promise<ReportProduct[]> {
  return productsQuery.execute(db, { providerId });
}
