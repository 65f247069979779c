import type { components } from '../../../openapi/schema.d.ts';

type Reservation = components['schemas']['Reservation'];
type ChatMessage = components['schemas']['ChatMessage'];

/** The kinds of push a person can switch on and off (issue 32), as the preferences name them. */
export const NOTIFICATION_KINDS = ['new_reservation', 'expiring_reservation', 'new_message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What the rest of the server tells people through Web Push, in deps (server/deps.ts) like `realtime`: the modules
 * that store reservations and messages come before this one in the layers and call it without importing it. Each
 * call returns at once; the pushes go out afterwards and a failure is only logged, so a push never breaks (nor
 * slows) the request that caused it. Call it after the change is committed.
 */
export interface Notify {
  /** The VAPID public key a browser subscribes with (`GET /api/notifications/push-key`). */
  readonly publicKey: string;
  /** A traveler asked for a reservation of the provider's product. */
  reservation(providerId: string, reservation: Reservation): void;
  /** A message was stored for `message.to` (a first delivery, not a retried send). */
  message(message: ChatMessage): void;
}
