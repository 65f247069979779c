import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { BOOKING_NOT_FOUND, findOwnedBooking, listBookingPage, toReservation } from './reservationQueries.ts';

const NOT_PENDING = 'Solo una reserva por confirmar puede aceptarse o rechazarse';
const DATES_TAKEN = 'Las fechas de esta reserva ya están ocupadas en el producto';

/**
 * Reservations (SPEC §7 Reservations; accept and reject are designed). Only the provider whose product
 * was booked sees or decides a booking: anyone else, the operator included, gets the same 404 as for a
 * missing one, so reservation ids of others cannot be probed.
 */
export function reservationHandlers(deps: Deps) {
  const { db } = deps;

  const answer = async (providerId: string, id: string, language: 'es' | 'en' = 'es') => {
    const row = await findOwnedBooking(db, providerId, id);
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    return toReservation(row, language);
  };

  return {
    async listBookings(request) {
      const { sub } = callerOf(request);
      const q = request.query ?? {};
      return listBookingPage(
        db,
        { providerId: sub, status: q.status, code: q.code, productType: q.type },
        q.page ?? 1,
        q.results ?? 12,
      );
    },

    async getBooking(request) {
      return answer(callerOf(request).sub, request.params.id, request.query?.language);
    },

    async acceptBooking(request) {
      const { sub } = callerOf(request);
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('bookings')
          .select('product_id')
          .where('id', '=', id)
          .where('provider_id', '=', sub)
          .executeTakeFirst();
        if (!owned) throw notFound(BOOKING_NOT_FOUND);
        // Accepts of one product's bookings queue on its row, so checking the calendar and blocking the
        // dates are one step: of two overlapping bookings accepted at once, the second sees the first's days.
        const product = await trx
          .selectFrom('products')
          .select('commission_model')
          .where('id', '=', owned.product_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        // Read again under the lock: a concurrent accept or reject of this same booking may have landed.
        const booking = await trx
          .selectFrom('bookings')
          .select([
            'status',
            sql<string>`start_date::text`.as('start'),
            // The nights a stay holds end the day before departure, so the next guest can arrive that day; a
            // same-day booking (a tour) holds its one day.
            sql<string>`(case when end_date > start_date then end_date - 1 else end_date end)::text`.as(
              'last',
            ),
          ])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (booking.status !== 1) throw new ApiError(409, 'not_pending', NOT_PENDING);
        // Availability ranges are whole days, both ends included: they overlap when each starts no later than
        // the other ends.
        const clash = await trx
          .selectFrom('product_availability')
          .select('id')
          .where('product_id', '=', owned.product_id)
          .where('start_date', '<=', booking.last)
          .where('end_date', '>=', booking.start)
          .executeTakeFirst();
        if (clash) throw new ApiError(409, 'dates_taken', DATES_TAKEN);
        await trx
          .insertInto('product_availability')
          .values({
            id: randomUUID(),
            product_id: owned.product_id,
            start_date: booking.start,
            end_date: booking.last,
            lock_type: 'reserved',
            booking_id: id,
          })
          .execute();
        await trx
          .updateTable('bookings')
          // The commission is agreed at acceptance: a later change of the product's model leaves it alone.
          .set({ status: 2, decided_at: new Date(), commission_model: product.commission_model })
          .where('id', '=', id)
          .execute();
      });
      return answer(sub, id);
    },

    async rejectBooking(request) {
      const { sub } = callerOf(request);
      const { id } = request.params;
      const reason = request.body.reason.trim();
      await db.transaction().execute(async (trx) => {
        const booking = await trx
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', id)
          .where('provider_id', '=', sub)
          .forUpdate()
          .executeTakeFirst();
        if (!booking) throw notFound(BOOKING_NOT_FOUND);
        if (booking.status !== 1) throw new ApiError(409, 'not_pending', NOT_PENDING);
        // The contract counts characters; spaces alone are no reason.
        if (reason.length < 3) throw new ApiError(400, 'invalid_request', 'reason is required', 'reason');
        await trx
          .updateTable('bookings')
          .set({ status: 0, cancelled_by: 'provider', reject_reason: reason, decided_at: new Date() })
          .where('id', '=', id)
          .execute();
      });
      return answer(sub, id);
    },
  } satisfies PartialHandlerTable;
}
