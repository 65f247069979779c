import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { findOwnedBooking, toReservation } from '../reservations/reservationQueries.ts';
import { claimExpiringReservations, EXPIRY_BATCH, EXPIRY_SWEEP_MS } from './expiringReservations.ts';
import type { Notify } from './notify.ts';
import { createPushSender } from './pushDelivery.ts';
import { expiringReservationPush, newMessagePush, newReservationPush } from './pushMessages.ts';
import { devicesFor } from './pushSubscriptions.ts';
import type { VapidKeys } from './vapidKeys.ts';

/** The Web Push side of the server (issue 32): what deps.notify is, with the sweep of reservations about to expire. */
export interface PushNotifier extends Notify {
  /** One look for reservations about to expire (the sweep's tick); answers how many it claimed. */
  sweepExpiring(now?: Date): Promise<number>;
  /** Starts the sweep, every EXPIRY_SWEEP_MS. */
  start(): void;
  /** Stops the sweep and waits for the pushes on their way. */
  stop(): Promise<void>;
  /** Resolves when every push started so far has been sent or given up (tests wait on it). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Web Push notifier (server/app.ts starts and stops its sweep with the app). */
    pushNotifier: PushNotifier;
  }
}

export interface PushNotifierOptions {
  db: Db;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
}

export function createPushNotifier({ db, vapid, log }: PushNotifierOptions): PushNotifier {
  const sender = createPushSender(db, vapid, log);
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Runs work after the caller's answer; its failure is logged, never thrown at the caller. */
  const later = (what: string, work: () => Promise<void>) => {
    const running = Promise.resolve()
      .then(work)
      .catch((error: unknown) =>
        log.error({ reason: error instanceof Error ? error.message : 'unknown' }, `${what} push failed`),
      )
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  };

  async function sweepExpiring(now = new Date()): Promise<number> {
    const claimed = await claimExpiringReservations(db, now);
    for (const { id, provider_id } of claimed) {
      later('expiring reservation', async () => {
        const row = await findOwnedBooking(db, provider_id, id);
        if (!row) return;
        const reservation = toReservation(row);
        const devices = await devicesFor(db, [provider_id], 'expiring_reservation');
        await sender.send(devices, (device) => expiringReservationPush(reservation, device.language, now));
      });
    }
    return claimed.length;
  }

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => {
      sweepExpiring()
        .then((claimed) => schedule(claimed === EXPIRY_BATCH ? 0 : EXPIRY_SWEEP_MS))
        .catch((error: unknown) => {
          log.error({ err: error }, 'the sweep of reservations about to expire failed');
          schedule(EXPIRY_SWEEP_MS);
        });
    }, ms);
    // The sweep never keeps a process alive on its own.
    timer.unref();
  };

  return {
    publicKey: vapid.publicKey,
    reservation(providerId, reservation) {
      later('new reservation', async () => {
        const devices = await devicesFor(db, [providerId], 'new_reservation');
        await sender.send(devices, (device) => newReservationPush(reservation, device.language));
      });
    },
    message(message) {
      later('new message', async () => {
        const devices = await devicesFor(db, [message.to], 'new_message');
        await sender.send(devices, (device) => newMessagePush(message, device.language));
      });
    },
    sweepExpiring,
    start() {
      stopped = false;
      schedule(EXPIRY_SWEEP_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(inFlight);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
