import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { COUNTED_BOOKING_STATUSES } from '../dashboard/dashboardFigures.ts';

/** What a code brought in a span of time: counts, and the counted reservations' total in whole cents. */
export interface ReferralCounts {
  scans: number;
  visits: number;
  inquiries: number;
  bookings: number;
  salesCents: number;
}

export interface ReferralMonthCounts extends ReferralCounts {
  /** YYYY-MM, UTC. */
  month: string;
}

export interface ReferralFigures extends ReferralCounts {
  /** The last calendar months, oldest first, the current one last; months with nothing are zeros. */
  months: ReferralMonthCounts[];
}

/** A reservation's price in whole cents, summed in the database so sales never drift. */
const priceCents = sql<string>`round(b.subtotal * 100)`;

/** The owner's scans as the control panel counts them: kept per owner as they are stored (migration 0008). */
async function countScans(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('dashboard_event_counts')
    .select('total')
    .where('provider_id', '=', ownerId)
    .where('type', '=', 'scan')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The visits and inquiries the marketplace reported of visitors the owner's code brought. */
async function countReferralEvents(db: Db, ownerId: string) {
  const row = await db
    .selectFrom('referral_events')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('type', '=', 'visit').as('visits'),
      eb.fn.countAll<string>().filterWhere('type', '=', 'inquiry').as('inquiries'),
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return { visits: Number(row.visits), inquiries: Number(row.inquiries) };
}

/** The reservations made with the code that are confirmed or completed, and their total in cents. */
async function countReferredBookings(db: Db, code: string) {
  const row = await db
    .selectFrom('bookings as b')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>(priceCents), sql<string>`0`).as('sales_cents'),
    ])
    .where('b.referral_code', '=', code)
    .where('b.status', 'in', COUNTED_BOOKING_STATUSES)
    .executeTakeFirstOrThrow();
  return { bookings: Number(row.n), salesCents: Number(row.sales_cents) };
}

interface MonthRow {
  month: string;
  scans: string | number;
  visits: string | number;
  inquiries: string | number;
  bookings: string | number;
  sales_cents: string | number;
}

/**
 * The last `months` calendar months (UTC) of the owner's figures, one row each even when empty: a series of
 * months joined to each source's counts by month. A reservation counts in the month the traveler asked for it.
 */
async function monthlyFigures(
  db: Db,
  ownerId: string,
  code: string,
  months: number,
): Promise<ReferralMonthCounts[]> {
  const back = months - 1;
  const { rows } = await sql<MonthRow>`
    with first as (
      select date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${back}::int) as month
    ),
    span as (
      select generate_series(first.month, first.month + make_interval(months => ${back}::int), interval '1 month')
        as month
      from first
    ),
    since as (select first.month at time zone 'UTC' as at from first),
    scans as (
      select date_trunc('month', e.created_at at time zone 'UTC') as month, count(*) as n
      from dashboard_events e, since
      where e.provider_id = ${ownerId} and e.type = 'scan' and e.created_at >= since.at
      group by 1
    ),
    events as (
      select date_trunc('month', r.created_at at time zone 'UTC') as month,
        count(*) filter (where r.type = 'visit') as visits,
        count(*) filter (where r.type = 'inquiry') as inquiries
      from referral_events r, since
      where r.owner_id = ${ownerId} and r.created_at >= since.at
      group by 1
    ),
    booked as (
      select date_trunc('month', b.request_date at time zone 'UTC') as month, count(*) as n,
        sum(${priceCents}) as sales_cents
      from bookings b, since
      where b.referral_code = ${code} and b.status in (${sql.join(COUNTED_BOOKING_STATUSES)})
        and b.request_date >= since.at
      group by 1
    )
    select to_char(span.month, 'YYYY-MM') as month,
      coalesce(scans.n, 0) as scans,
      coalesce(events.visits, 0) as visits,
      coalesce(events.inquiries, 0) as inquiries,
      coalesce(booked.n, 0) as bookings,
      coalesce(booked.sales_cents, 0) as sales_cents
    from span
    left join scans on scans.month = span.month
    left join events on events.month = span.month
    left join booked on booked.month = span.month
    order by span.month
  `.execute(db);
  return rows.map((row) => ({
    month: row.month,
    scans: Number(row.scans),
    visits: Number(row.visits),
    inquiries: Number(row.inquiries),
    bookings: Number(row.bookings),
    salesCents: Number(row.sales_cents),
  }));
}

/**
 * What the owner's code brought, all-time and by month, computed from the records at each call (SPEC §9): scans
 * of the owner, visits and inquiries reported for them, reservations made with their code.
 */
export async function referralFigures(
  db: Db,
  ownerId: string,
  code: string,
  months: number,
): Promise<ReferralFigures> {
  const [scans, events, booked, series] = await Promise.all([
    countScans(db, ownerId),
    countReferralEvents(db, ownerId),
    countReferredBookings(db, code),
    monthlyFigures(db, ownerId, code, months),
  ]);
  return { scans, ...events, ...booked, months: series };
}
