import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, MessageThread, ServerToClientEvents } from '../../openapi/realtime.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * socket.io clients of a test file, as the app connects them (websocket, bare token in `x-token`, the last
 * `seq` in the handshake), never reconnecting by themselves; `closeAll` in the file's afterAll.
 */
export function socketClients(origin: () => string) {
  const open: ClientSocket[] = [];
  return {
    connect(token: string | undefined, since?: number): ClientSocket {
      const socket: ClientSocket = io(origin(), {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        ...(token ? { query: { 'x-token': token } } : {}),
        ...(since !== undefined ? { auth: { since } } : {}),
      });
      open.push(socket);
      return socket;
    },
    /** Every socket this file opened. */
    all: (): readonly ClientSocket[] => open,
    closeAll() {
      for (const socket of open) socket.disconnect();
    },
  };
}

/** Resolves once the socket is in (its first `user-list` arrives after it joined its room). */
export function ready(socket: ClientSocket): Promise<MessageThread[]> {
  return new Promise((resolve, reject) => {
    socket.once('user-list', resolve);
    socket.once('connect_error', reject);
  });
}
