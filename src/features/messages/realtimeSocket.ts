import { io } from 'socket.io-client';
import type { HandshakeAuth } from '../../../openapi/realtime.ts';
import { TOKEN_QUERY, UNAUTHORIZED } from '../../../openapi/realtime.ts';
import {
  type Connection,
  deliverMessage,
  isCurrentConnection,
  type PortalSocket,
  type RealtimeHandlers,
  type RealtimeStatus,
  setCurrentConnection,
  setStatus,
} from '../../api/realtime.ts';

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
    if (isCurrentConnection(connection)) setStatus(next);
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
    handlers.message(message);
    deliverMessage(connection, message);
  });
  socket.on('new-reservation', handlers.reservation);
  socket.on('product-status', handlers.productStatus);

  // Back online, the socket reconnects at once, not when its backoff (up to 5 s and half again) next tries: a
  // phone that found its signal again shows what it missed right away.
  const reconnectNow = () => {
    if (socket.connected) return;
    socket.disconnect();
    socket.connect();
  };
  globalThis.addEventListener?.('online', reconnectNow);

  setCurrentConnection(connection);
  setStatus('connecting');
  return () => {
    globalThis.removeEventListener?.('online', reconnectNow);
    socket.disconnect();
    if (isCurrentConnection(connection)) {
      setCurrentConnection(null);
      setStatus('disconnected');
    }
  };
}
