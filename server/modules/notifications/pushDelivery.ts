import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/database.ts';
import type { PushPayload } from './pushMessages.ts';
import { type Device, forgetEndpoint } from './pushSubscriptions.ts';
import type { VapidKeys } from './vapidKeys.ts';

/** A push service that has not answered in this time is given up on (the push is lost, not retried). */
export const PUSH_TIMEOUT_MS = 10_000;

/** How long a push service keeps a push for a device that is off or out of coverage, by kind (seconds). */
const TIME_TO_LIVE: Record<PushPayload['kind'], number> = {
  new_reservation: 24 * 60 * 60,
  expiring_reservation: 60 * 60,
  new_message: 24 * 60 * 60,
};

export interface PushSender {
  /** Sends the payload to each device; never throws (a failure is logged, a device gone is forgotten). */
  send(devices: readonly Device[], payloadOf: (device: Device) => PushPayload): Promise<void>;
}

/**
 * Web Push (RFC 8030) through the `web-push` library's request: the payload encrypted for the device (aes128gcm,
 * RFC 8291) and signed with the VAPID key. The request itself is Node's fetch, with a timeout and no redirect
 * followed, so http endpoints of PUSH_ENDPOINT_ORIGINS (tests) are reached too and the endpoint checked at saving
 * is the only host ever asked. A 404 or 410 means the device unsubscribed: it is forgotten. The endpoint (a
 * device's capability address) and the keys are never logged; only the push service's host and status.
 */
export function createPushSender(db: Db, vapid: VapidKeys, log: FastifyBaseLogger): PushSender {
  const deliver = async (device: Device, payload: PushPayload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE[payload.kind],
        contentEncoding: 'aes128gcm',
        urgency: payload.kind === 'new_message' ? 'normal' : 'high',
      },
    );
    const host = new URL(device.endpoint).host;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        await forgetEndpoint(db, device.endpoint);
        return;
      }
      if (!response.ok) log.warn({ host, status: response.status }, 'a push service refused a push');
    } catch (error) {
      log.warn({ host, reason: error instanceof Error ? error.name : 'unknown' }, 'a push was not delivered');
    }
  };
  return {
    async send(devices, payloadOf) {
      await Promise.all(devices.map((device) => deliver(device, payloadOf(device))));
    },
  };
}
