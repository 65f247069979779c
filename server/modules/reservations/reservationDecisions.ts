import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BookingStatus } from '../../db/schema.ts';
import type { DayRange } from '../calendar/availability.ts';

/**
 * The provider's answer to a pending reservation (issue 5): accepting blocks its days on the product's
 * calendar, rejecting gives a reason. Both run in the caller's transaction, on rows read under a lock.
 */

/** The product of the provider's booking, or undefined when the booking is missing or someone else's. */
export async function productOfBooking(db: Db, providerId: string, id: string): Promise<string | undefined> {
  const owned = await db
    .selectFrom('bookings')
    .select('product_id')
    .where('id', '=', id)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  return owned?.product_id;
}

/** Locks the product's row, so accepts of its bookings queue on it; answers its type and commission model. */
export function lockProductForAccept(db: Db, productId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'product_type', 'commission_model'])
    .where('id', '=', productId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * The booking's status, its people, and the calendar days a stay holds. A thing to do holds its departure
 * day (`start`) only, whatever the days after it.
 */
export function bookedDaysOf(
  db: Db,
  id: string,
): Promise<{ status: BookingStatus; people: number } & DayRange> {
  return db
    .selectFrom('bookings')
    .select([
      'status',
      sql<number>`adult + children`.as('people'),
      sql<string>`start_date::text`.as('start'),
      // The nights a stay holds end the day before departure, so the next guest can arrive that day; a
      // same-day booking (a tour) holds its one day.
      sql<string>`(case when end_date > start_date then end_date - 1 else end_date end)::text`.as('last'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Accepted now; the commission is agreed at acceptance: a later change of the product's model leaves it alone. */
export async function markAccepted(db: Db, id: string, commissionModel: number) {
  await db
    .updateTable('bookings')
    .set({ status: 2, decided_at: new Date(), commission_model: commissionModel })
    .where('id', '=', id)
    .execute();
}

/** The provider's booking's status, its row locked; undefined when the booking is missing or someone else's. */
export async function lockBookingStatus(
  db: Db,
  providerId: string,
  id: string,
): Promise<BookingStatus | undefined> {
  const booking = await db
    .selectFrom('bookings')
    .select('status')
    .where('id', '=', id)
    .where('provider_id', '=', providerId)
    .forUpdate()
    .executeTakeFirst();
  return booking?.status;
}

/** Rejected by the provider now, with their reason. */
export async function markRejected(db: Db, id: string, reason: string) {
  await db
    .updateTable('bookings')
    .set({ status: 0, cancelled_by: 'provider', reject_reason: reason, decided_at: new Date() })
    .where('id', '=', id)
    .execute();
}
