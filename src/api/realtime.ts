import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import type {
  Ack,
  ChatMessage,
  ClientToServerEvents,
  MessageThread,
  ProductListItem,
  Reservation,
  ServerToClientEvents,
} from '../../openapi/realtime.ts';
import { api } from './client.ts';
import { ApiFailure, unwrap } from './errors.ts';

export type PortalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A send over the socket that gets no answer in this time goes again over HTTP (same `client_id`). */
export const SEND_TIMEOUT_MS = 8000;

export interface RealtimeHandlers {
  threads: (threads: MessageThread[]) => void;
  message: (message: ChatMessage) => void;
  reservation: (reservation: Reservation) => void;
  /** The operator changed the status of one of the provider's products (a review decision). */
  productStatus: (product: ProductListItem) => void;
  /**
   * Connected without a `seq` to ask from (first connection, or no message yet): the conversations
   * already loaded may lack what was stored before the socket joined, so they are fetched again.
   */
  resynced: () => void;
  /**
   * Connected again after a drop: what the server pushes without replaying it (product statuses, new
   * reservations) may have come meanwhile, so what shows them is fetched again.
   */
  reconnected: () => void;
  /** The server closed or refused the socket: the session may have ended, and the API will say. */
  sessionInDoubt: () => void;
}

export interface Connection {
  socket: PortalSocket;
  /** The highest `seq` the socket delivered. */
  lastSeq: number | undefined;
}

/*
 * The live connection's state, which the chat and the help dialog read: the socket itself opens in
 * src/features/messages/realtimeSocket.ts, loaded with the signed-in layout after it has drawn, so no page waits for
 * the socket.io client (14 KiB gzip) to draw.
 */

/** The app's one socket (SPEC §7 Chat), while someone is signed in. */
let current: Connection | null = null;
const messageListeners = new Set<(message: ChatMessage) => void>();

/** Makes `connection` the app's socket (or none). */
export function setCurrentConnection(connection: Connection | null) {
  current = connection;
}

/** Whether `connection` is still the app's socket: a closed one's last events must not speak for the next. */
export const isCurrentConnection = (connection: Connection) => current === connection;

/** A message the socket delivered: its seq is noted, and every open conversation hears of it. */
export function deliverMessage(connection: Connection, message: ChatMessage) {
  noteSeq(connection, message.seq);
  for (const listener of messageListeners) listener(message);
}

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

let status: RealtimeStatus = 'disconnected';
const statusListeners = new Set<() => void>();

export function setStatus(next: RealtimeStatus) {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Whether messages come and go live right now; without the socket they still go, over HTTP. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    subscribeStatus,
    () => status,
    () => status,
  );
}

function noteSeq(connection: Connection, seq: number) {
  if (connection.lastSeq === undefined || seq > connection.lastSeq) connection.lastSeq = seq;
}

/** Every message the socket delivers, once, after the caches have it (an open conversation listens). */
export function onRealtimeMessage(listener: (message: ChatMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** SPEC §7 POST /api/chat/conversation: the thread with this person, opened when there is none. */
export async function openThreadWith(to: string) {
  return unwrap(await api.POST('/api/chat/conversation', { body: { to } }));
}

export interface OutgoingMessage {
  threadId: string;
  text: string;
  blocked: boolean;
  clientId: string;
}

/** The REST way to send, for when the socket is not connected. */
export async function postMessage({ threadId, text, blocked, clientId }: OutgoingMessage) {
  return unwrap(
    await api.POST('/api/chat/messages/{threadId}', {
      params: { path: { threadId } },
      body: { message: text, client_id: clientId, message_blocked: blocked },
    }),
  );
}

/**
 * Sends one message and answers it as stored: over the socket when it is connected, waiting for the
 * acknowledgement; over HTTP when it is not, or when the acknowledgement does not come in time. The
 * same `client_id` both ways, so the server stores it once whichever arrives.
 */
export async function sendChatMessage(outgoing: OutgoingMessage): Promise<ChatMessage> {
  const connection = current;
  if (!connection?.socket.connected) return postMessage(outgoing);
  let answer: Ack<ChatMessage>;
  try {
    answer = await connection.socket.timeout(SEND_TIMEOUT_MS).emitWithAck('send-message', {
      thread_id: outgoing.threadId,
      message: outgoing.text,
      client_id: outgoing.clientId,
      message_blocked: outgoing.blocked,
    });
  } catch {
    return postMessage(outgoing);
  }
  if (!answer.ok) throw new ApiFailure(answer.status, answer.code, answer.message);
  // The seq is not noted here: the socket delivers this message too, in order with the others.
  return answer.data;
}

/**
 * SPEC §7: the help dialog's chat opens the thread with support over the socket (`send-thread-onboarding`);
 * without a live socket, or without its answer in time, the same thread is opened over HTTP.
 */
export async function openSupportThread(me: string, support: string): Promise<MessageThread> {
  const connection = current;
  if (connection?.socket.connected) {
    let answer: Ack<MessageThread> | undefined;
    try {
      answer = await connection.socket.timeout(SEND_TIMEOUT_MS).emitWithAck('send-thread-onboarding', {
        created_by_user_id: me,
        to: support,
        message: null,
        sender_delete: false,
        receiver_delete: false,
        time: new Date().toISOString(),
        attached_file: '',
        message_blocked: false,
      });
    } catch {
      answer = undefined;
    }
    if (answer && !answer.ok) throw new ApiFailure(answer.status, answer.code, answer.message);
    if (answer?.ok) return answer.data;
  }
  return openThreadWith(support);
}
