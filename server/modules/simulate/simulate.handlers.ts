import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { PartialHandlerTable } from '../../http/operations.ts';
import { storeMessage } from '../messages/messages.ts';
import { openThread } from '../messages/threads.ts';
import { referralCodeOfBooking } from '../referrals/referralCodes.ts';
import { findOwnedBooking, toReservation } from '../reservations/reservationQueries.ts';
import { findOrCreateTraveler, findProvider } from './marketplacePeople.ts';
import { insertSimulatedBooking } from './simulatedBooking.ts';

/**
 * The marketplace side for demos and tests (issue 5): the operator makes a traveler book a provider's
 * product or write to them, and the provider's open portals get it live, as from the real marketplace. The
 * operator only (server/http/operationRoles.ts).
 */
export function simulateHandlers(deps: Deps) {
  const { db, realtime } = deps;

  return {
    async simulateBooking(request, reply) {
      const body = request.body;
      const providerId = await findProvider(db, body.provider_email);
      const referralCode = await referralCodeOfBooking(db, body.promotion_code);
      const traveler = await findOrCreateTraveler(db, body.traveler_email);
      const id = await insertSimulatedBooking(db, {
        providerId,
        productId: body.product_id,
        traveler,
        startInDays: body.start_in_days ?? 14,
        nights: body.nights ?? 2,
        adult: body.adult ?? 2,
        referralCode,
      });
      const row = await findOwnedBooking(db, providerId, id);
      if (!row) throw new Error(`Simulated booking ${id} vanished`);
      const reservation = toReservation(row);
      realtime.publishReservation(providerId, reservation);
      deps.notify.reservation(providerId, reservation);
      reply.code(201);
      return reservation;
    },

    async simulateMessage(request, reply) {
      const body = request.body;
      // As over the socket: trimmed, and spaces alone are no message.
      const text = body.message.trim();
      if (!text) throw new ApiError(400, 'invalid_request', 'message is required', 'message');
      const providerId = await findProvider(db, body.provider_email);
      const traveler = await findOrCreateTraveler(db, body.traveler_email);
      const thread = await openThread(db, traveler.id, providerId);
      const { message } = await storeMessage(db, traveler.id, {
        threadId: thread.id,
        text,
        allowedDomain: deps.companyDomain,
      });
      if (thread.created) await realtime.publishThreads([traveler.id, providerId]);
      realtime.publishMessage(message);
      deps.notify.message(message);
      reply.code(201);
      return message;
    },
  } satisfies PartialHandlerTable;
}
