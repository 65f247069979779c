import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type {
  Ack,
  ChatMessage,
  ClientToServerEvents,
  HandshakeAuth,
  MessageThread,
  ProductListItem,
  Reservation,
  ServerToClientEvents,
} from '../../../openapi/realtime.ts';
import { TOKEN_QUERY, UNAUTHORIZED } from '../../../openapi/realtime.ts';
import { ApiFailure } from '../../api/errors.ts';
import { type OutgoingMessage, postMessage } from './chatQueries.ts';

type PortalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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

interface Connection {
  socket: PortalSocket;
  /** The highest `seq` the socket delivered. */
  lastSeq: number | undefined;
}

/** The app's one socket (SPEC §7 Chat), while someone is signed in. */
let current: Connection | null = null;
const messageListeners = new Set<(message: ChatMessage) => void>();

/**
 * Opens the socket on the app's own origin with the bare token (openapi/realtime.ts). Every connection,
 * the first and each reconnection, sends the highest `seq` received so the server replays what came
 * while it was away. Answers the function that closes it.
 */
export function connectRealtime(token: string, handlers: RealtimeHandlers): () => void {
  // The handshake's `auth` reads lastSeq from this object, which becomes the connection below.
  const seen: { lastSeq: number | undefined } = { lastSeq: undefined };
  const socket: PortalSocket = io(globalThis.location?.origin ?? 'http://localhost', {
    transports: ['websocket'],
    // Its own connection: a previous session's must not be reused with the wrong token.
    forceNew: true,
    query: { [TOKEN_QUERY]: token },
    auth: (send: (auth: HandshakeAuth) => void) =>
      send(seen.lastSeq === undefined ? {} : { since: seen.lastSeq }),
  });
  const connection: Connection = Object.assign(seen, { socket });
  // A closed connection's last events must not speak for the one that replaced it.
  const track = (next: RealtimeStatus) => {
    if (current === connection) setStatus(next);
  };
  let connectedBefore = false;
  socket.on('connect', () => {
    track('connected');
    if (connection.lastSeq === undefined) handlers.resynced();
    if (connectedBefore) handlers.reconnected();
    connectedBefore = true;
  });
  // The server closes the sockets of a session that ended, and refuses a token whose session ended: the
  // API then answers 401 too, which signs this tab out (src/api/client.ts).
  socket.on('disconnect', (reason) => {
    track('disconnected');
    if (reason === 'io server disconnect') handlers.sessionInDoubt();
  });
  socket.on('connect_error', (error) => {
    track('disconnected');
    if (error.message === UNAUTHORIZED) handlers.sessionInDoubt();
  });
  socket.on('user-list', handlers.threads);
  // The server may deliver a message twice (stored while the socket was joining; a retried send):
  // everyone here hears of it once.
  const delivered = new Set<string>();
  socket.on('message-from-server', (message) => {
    if (delivered.has(message.message_id)) return;
    delivered.add(message.message_id);
    noteSeq(connection, message.seq);
    handlers.message(message);
    for (const listener of messageListeners) listener(message);
  });
  socket.on('new-reservation', handlers.reservation);
  socket.on('product-status', handlers.productStatus);

  current = connection;
  setStatus('connecting');
  return () => {
    socket.disconnect();
    if (current === connection) {
      current = null;
      setStatus('disconnected');
    }
  };
}

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

let status: RealtimeStatus = 'disconnected';
const statusListeners = new Set<() => void>();

function setStatus(next: RealtimeStatus) {
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
