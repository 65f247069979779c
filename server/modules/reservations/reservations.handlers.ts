import { fitsDeparture, sellsByDeparture } from '../../../machines/departures.ts';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { isAnyDayTaken, reserveDays } from '../calendar/availability.ts';
import { departureLoads, departureTermsOf } from '../calendar/departures.ts';
import {
  bookedDaysOf,
  lockBookingStatus,
  lockProductForAccept,
  markAccepted,
  markRejected,
  productOfBooking,
} from './reservationDecisions.ts';
import { BOOKING_NOT_FOUND, findOwnedBooking, listBookingPage, toReservation } from './reservationQueries.ts';

const NOT_PENDING = 'Solo una reserva por confirmar puede aceptarse o rechazarse';
const DATES_TAKEN = 'Las fechas de esta reserva ya están ocupadas en el producto';
const DEPARTURE_FULL = 'La salida de esta reserva no tiene lugar para sus personas';

/**
 * A thing to do is booked by departure (issue 16): the reservation holds its departure day, if that day is
 * not closed and the departure has room for its people (private: no other group; shared: the capacity left).
 */
async function takeSeats(
  trx: Db,
  product: { id: string; product_type: number },
  bookingId: string,
  booking: { start: string; people: number },
) {
  const departure = { start: booking.start, last: booking.start };
  const terms = await departureTermsOf(trx, product);
  const load = (await departureLoads(trx, product.id, departure, bookingId)).get(booking.start)!;
  const verdict = fitsDeparture(load, booking.people, terms.capacity, terms.private);
  if (verdict === 'closed') throw new ApiError(409, 'dates_taken', DATES_TAKEN);
  if (verdict === 'full') throw new ApiError(409, 'departure_full', DEPARTURE_FULL);
  await reserveDays(trx, product.id, bookingId, departure);
}

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
        const productId = await productOfBooking(trx, sub, id);
        if (!productId) throw notFound(BOOKING_NOT_FOUND);
        // Accepts of one product's bookings queue on its row, so checking the calendar and blocking the
        // dates are one step: of two overlapping bookings accepted at once, the second sees the first's days.
        const product = await lockProductForAccept(trx, productId);
        // Read again under the lock: a concurrent accept or reject of this same booking may have landed.
        const booking = await bookedDaysOf(trx, id);
        if (booking.status !== 1) throw new ApiError(409, 'not_pending', NOT_PENDING);
        if (sellsByDeparture(product.product_type)) {
          await takeSeats(trx, product, id, booking);
        } else {
          if (await isAnyDayTaken(trx, productId, booking))
            throw new ApiError(409, 'dates_taken', DATES_TAKEN);
          await reserveDays(trx, productId, id, booking);
        }
        await markAccepted(trx, id, product.commission_model);
      });
      return answer(sub, id);
    },

    async rejectBooking(request) {
      const { sub } = callerOf(request);
      const { id } = request.params;
      const reason = request.body.reason.trim();
      await db.transaction().execute(async (trx) => {
        const status = await lockBookingStatus(trx, sub, id);
        if (status === undefined) throw notFound(BOOKING_NOT_FOUND);
        if (status !== 1) throw new ApiError(409, 'not_pending', NOT_PENDING);
        // The contract counts characters; spaces alone are no reason.
        if (reason.length < 3) throw new ApiError(400, 'invalid_request', 'reason is required', 'reason');
        await markRejected(trx, id, reason);
      });
      return answer(sub, id);
    },
  } satisfies PartialHandlerTable;
}
