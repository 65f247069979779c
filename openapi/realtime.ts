/**
 * The socket.io half of the contract (SPEC §7 Chat): event names and payloads, shared by the server
 * (server/realtime/) and the app (src/features/messages/). The payload shapes are the REST contract's
 * schemas, so a thread or message reads the same whichever way it came.
 *
 * Connecting: `io(origin, { query: { 'x-token': token }, auth: { since } })` on the app's own origin and
 * port, path `/socket.io`. The token is the bare JWT (no "Bearer" word); a missing or bad token is
 * refused with the connect error `unauthorized`. `since` is the `seq` of the last message the client
 * received: the server then sends every message of the person's threads stored after it
 * (`message-from-server`, oldest first) before anything new, so a reconnecting client misses nothing.
 */
import type { components } from './schema.d.ts';

export type MessageThread = components['schemas']['MessageThread'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type Reservation = components['schemas']['Reservation'];
export type ProductListItem = components['schemas']['ProductListItem'];

/** What the client sends in the handshake's `auth`. */
export interface HandshakeAuth {
  /** The `seq` of the last message received; omitted on a first connection. */
  since?: number;
}

/** The query parameter that carries the token (SPEC §7). */
export const TOKEN_QUERY = 'x-token';

/** The connect error a refused token gets. */
export const UNAUTHORIZED = 'unauthorized';

/**
 * A send's acknowledgement: the stored message (or thread), or why nothing was stored. A person sending too
 * fast gets status 429, code `too_many_requests` and `retry_after`, the seconds until a send is accepted again.
 */
export type Ack<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; retry_after?: number };

export interface SendMessagePayload {
  thread_id: string;
  message: string;
  /** The sender's id for this message: sending it again (after a lost ack) stores it once. */
  client_id?: string;
  /** The app already masked contact details (messageThread machine); the server masks again regardless. */
  message_blocked?: boolean;
}

export interface SendThreadPayload {
  /** The user id of the other person. */
  to: string;
  /** An optional first message. */
  message?: string | null;
  client_id?: string;
}

/** SPEC §7: the help dialog's chat opens a thread with support, without a message. */
export interface SendThreadOnboardingPayload {
  created_by_user_id: string;
  to: string;
  message: null;
  sender_delete: false;
  receiver_delete: false;
  time: string;
  attached_file: '';
  message_blocked: false;
}

/** Events the server sends. */
export interface ServerToClientEvents {
  /** The person's threads, `order_c` descending; on connecting and whenever a thread is opened. */
  'user-list': (threads: MessageThread[]) => void;
  /** A message of one of the person's threads, theirs (from another tab) or the other person's. */
  'message-from-server': (message: ChatMessage) => void;
  /** A traveler asked for a reservation of one of the provider's products. */
  'new-reservation': (reservation: Reservation) => void;
  /**
   * The operator changed the status of one of the provider's products (review: approved, so published, or
   * sent back, so hidden with `review_reason`): the product as its card shows it, to its owner only.
   */
  'product-status': (product: ProductListItem) => void;
}

/** Events the client sends; each answers through its acknowledgement, only after storing. */
export interface ClientToServerEvents {
  'send-message': (payload: SendMessagePayload, ack: (answer: Ack<ChatMessage>) => void) => void;
  'send-thread': (payload: SendThreadPayload, ack: (answer: Ack<MessageThread>) => void) => void;
  'send-thread-onboarding': (
    payload: SendThreadOnboardingPayload,
    ack: (answer: Ack<MessageThread>) => void,
  ) => void;
}
