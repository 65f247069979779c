import { sql } from 'kysely';
import { COMMISSION_DIVISOR } from '../../../machines/netAmount.ts';
import { ROLE } from '../../../machines/roles.ts';
import type { Db } from '../../db/database.ts';
import type { BookingStatus, DashboardEventType } from '../../db/schema.ts';

/**
 * The reservations the control panel counts, with their commission: confirmed (accepted) and completed ones.
 * One to be confirmed may still be rejected, and a cancelled one earns nothing (docs/decisions.md).
 */
export const COUNTED_BOOKING_STATUSES: BookingStatus[] = [2, 3];

export interface DashboardFigures {
  views: number;
  scans: number;
  inquiries: number;
  bookings: number;
  /** The platform's fee on the counted reservations, in USD. */
  commissions: number;
}

/**
 * `netAmount`'s fee (machines/netAmount.ts) of one reservation in whole cents, in SQL so the sum is taken in the
 * database: price in cents minus the rounded net (price ÷ 1.10 or ÷ 1.15). The reservation's model is the one it
 * was accepted under, else (reservations decided before that was kept) its product's.
 */
const feeCents = sql<string>`round(b.subtotal * 100) - round(round(b.subtotal * 100) / case coalesce(b.commission_model, p.commission_model) when 2 then ${COMMISSION_DIVISOR[2]}::numeric else ${COMMISSION_DIVISOR[1]}::numeric end)`;

/** The provider's reported views and scans, as the database counted them when they were stored. */
async function countEvents(db: Db, providerId: string): Promise<Record<DashboardEventType, number>> {
  const rows = await db
    .selectFrom('dashboard_event_counts')
    .select(['type', 'total'])
    .where('provider_id', '=', providerId)
    .execute();
  const totalOf = (type: DashboardEventType) => Number(rows.find((row) => row.type === type)?.total ?? 0);
  return { view: totalOf('view'), scan: totalOf('scan') };
}

/** Conversations a traveler opened with the provider: the marketplace's inquiries. */
async function countInquiries(db: Db, providerId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_threads as t')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('t.receiver_id', '=', providerId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_roles as r')
          .select('r.user_id')
          .whereRef('r.user_id', '=', 't.sender_id')
          .where('r.role', '=', ROLE.traveler),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The counted reservations and the platform's fee on them, read through the provider's list index. */
async function countBookings(db: Db, providerId: string) {
  const row = await db
    .selectFrom('bookings as b')
    .innerJoin('products as p', 'p.id', 'b.product_id')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>(feeCents), sql<string>`0`).as('fee_cents'),
    ])
    .where('b.provider_id', '=', providerId)
    .where('b.status', 'in', COUNTED_BOOKING_STATUSES)
    .executeTakeFirstOrThrow();
  return { bookings: Number(row.n), commissions: Number(row.fee_cents) / 100 };
}

/** The control panel's figures of one provider, all-time, computed from the records at each call. */
export async function dashboardFigures(db: Db, providerId: string): Promise<DashboardFigures> {
  const [events, inquiries, booked] = await Promise.all([
    countEvents(db, providerId),
    countInquiries(db, providerId),
    countBookings(db, providerId),
  ]);
  return { views: events.view, scans: events.scan, inquiries, ...booked };
}
