import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import * as v from 'valibot';
import {
  type Ack,
  type ChatMessage,
  type ClientToServerEvents,
  type ProductListItem,
  type Reservation,
  type ServerToClientEvents,
  TOKEN_QUERY,
  UNAUTHORIZED,
} from '../../openapi/realtime.ts';
import { type Limits, TooManyRequests } from '../auth/limits.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { isSafeText } from '../http/textSafety.ts';
import { supportUser } from '../modules/messages/contacts.ts';
import { messagesSince, storeMessage } from '../modules/messages/messages.ts';
import { listThreads, openThread, readThread } from '../modules/messages/threads.ts';
import type { Notify } from '../modules/notifications/notify.ts';

interface SocketData {
  /** Whose room the socket is in: the person's, or the company a team member acts for (issue 32). */
  userId: string;
  /** The person signed in on the socket (a team member, or `userId` itself): ending their sessions closes it. */
  actorId: string;
}

/** What server processes tell each other through the adapter (Redis with several processes). */
interface InterServerEvents {
  /** The user's sessions ended: drop what this process cached of them. */
  'sessions.ended': (userId: string) => void;
  /** The user's team changed (issue 32): drop what this process cached of them; their sockets stay. */
  'sessions.changed': (userId: string) => void;
}

type PortalServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type PortalSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** What the rest of the server tells the people who have the portal open. */
export interface Realtime {
  /** A stored message, to both people of its thread (every tab, every server process). */
  publishMessage(message: ChatMessage): void;
  /** Fresh thread lists for these people (a thread was opened). */
  publishThreads(userIds: string[]): Promise<void>;
  /** A traveler asked for a reservation of the provider's product. */
  publishReservation(providerId: string, reservation: Reservation): void;
  /** The operator changed the status of one of the provider's products (approved, sent back). */
  publishProductStatus(providerId: string, product: ProductListItem): void;
  /** Which of these people have the portal open now, on any server process. */
  online(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  db: Db;
  tokens: TokenService;
  sessions: Sessions;
  log: FastifyBaseLogger;
  /** Set: the socket.io Redis adapter, so several server processes share rooms and events. */
  redisUrl: string | undefined;
  /** The company's own domain, never masked in messages. */
  allowedDomain: string | undefined;
  /** A person's sends count against `chatSendsPerPerson`, with the REST send's; a refused one stores nothing. */
  limits: Limits;
  /** Web Push: a message stored the first time (not a retried send) is pushed to its recipient's devices. */
  notify?: Notify;
}

const roomOf = (userId: string) => `user:${userId}`;
/** The sockets of one person: a team member's sit in the company's room, and in their own here. */
const actorRoomOf = (userId: string) => `actor:${userId}`;

/** Text the database can store (no NUL, no lone surrogate): the same rule as every HTTP request's. */
const text = () => v.pipe(v.string(), v.check(isSafeText, 'The text holds characters that cannot be stored'));

const MessagePayload = v.object({
  thread_id: v.pipe(text(), v.minLength(1), v.maxLength(64)),
  message: v.pipe(text(), v.trim(), v.minLength(1), v.maxLength(2000)),
  client_id: v.optional(v.pipe(text(), v.minLength(1), v.maxLength(64))),
  message_blocked: v.optional(v.boolean()),
});

const ThreadPayload = v.object({
  to: v.pipe(text(), v.minLength(1), v.maxLength(64)),
  message: v.nullish(v.pipe(text(), v.trim(), v.maxLength(2000))),
  client_id: v.optional(v.pipe(text(), v.minLength(1), v.maxLength(64))),
});

const OnboardingPayload = v.object({ to: v.pipe(text(), v.minLength(1), v.maxLength(64)) });

const failure = (error: unknown): Ack<never> => {
  if (error instanceof TooManyRequests) {
    const { status, code, message, retryAfter } = error;
    return { ok: false, status, code, message, retry_after: retryAfter };
  }
  if (error instanceof ApiError)
    return { ok: false, status: error.status, code: error.code, message: error.message };
  if (error instanceof v.ValiError) {
    return {
      ok: false,
      status: 400,
      code: 'invalid_request',
      message: error.issues[0]?.message ?? 'Invalid',
    };
  }
  return { ok: false, status: 500, code: 'server_error', message: 'Server connection problems' };
};

/**
 * The socket.io server on the API's own port (SPEC §7 Chat). A socket proves who it is with the bare token in
 * the `x-token` query and joins its person's room; every event to a person goes to that room, so all their tabs
 * get it, and with Redis every server process's sockets too. Sends are acknowledged only after the message is
 * committed.
 */
export async function attachRealtime(http: HttpServer, options: RealtimeOptions): Promise<Realtime> {
  const { db, tokens, sessions, log } = options;
  const io: PortalServer = new Server(http, {
    serveClient: false,
    // Same origin as the app; the dev server proxies /socket.io.
    cors: { origin: false },
  });

  const redisClients: ReturnType<typeof createClient>[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => log.error({ err }, 'redis'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  const online = async (userIds: string[]): Promise<Set<string>> => {
    if (userIds.length === 0) return new Set();
    try {
      const sockets = await io.in(userIds.map(roomOf)).fetchSockets();
      return new Set(sockets.map((s) => s.data.userId));
    } catch (err) {
      // Another process did not answer in time: presence is a hint, the list still loads.
      log.warn({ err }, 'presence lookup failed');
      return new Set();
    }
  };

  const publishThreads = async (userIds: string[]) => {
    await Promise.all(
      [...new Set(userIds)].map(async (userId) => {
        io.to(roomOf(userId)).emit('user-list', await listThreads(db, userId, online));
      }),
    );
  };

  io.use(async (socket, next) => {
    const raw = socket.handshake.query[TOKEN_QUERY];
    const claims = typeof raw === 'string' && raw ? await tokens.verify(raw) : null;
    const caller = claims ? await sessions.resolve(claims).catch(() => null) : null;
    if (!caller) return next(new Error(UNAUTHORIZED));
    socket.data.userId = caller.sub;
    socket.data.actorId = caller.actor ?? caller.sub;
    next();
  });

  // An ended session closes the user's open sockets on every process (the adapter reaches them all); a
  // socket of the session that stays reconnects with its new token.
  sessions.onEnded((userId) => {
    io.serverSideEmit('sessions.ended', userId);
    // The person's sockets, not the room they share with the company's other people.
    io.in(actorRoomOf(userId)).disconnectSockets(true);
  });
  io.on('sessions.ended', (userId) => {
    if (typeof userId === 'string') sessions.forget(userId);
  });
  // Only other processes need telling (the in-memory adapter has none, and warns).
  sessions.onChanged((userId) => {
    if (redisClients.length > 0) io.serverSideEmit('sessions.changed', userId);
  });
  io.on('sessions.changed', (userId) => {
    if (typeof userId === 'string') sessions.forget(userId);
  });

  io.on('connection', (socket: PortalSocket) => {
    const me = socket.data.userId;

    socket.on('send-message', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        const input = v.parse(MessagePayload, payload);
        await options.limits.take('chatSendsPerPerson', me);
        const { message, fresh } = await storeMessage(db, me, {
          threadId: input.thread_id,
          text: input.message,
          clientId: input.client_id,
          clientBlocked: input.message_blocked,
          allowedDomain: options.allowedDomain,
        });
        // Delivered again on a retried send: each app drops a message id it already has. Pushed once.
        publish(message);
        if (fresh) options.notify?.message(message);
        reply({ ok: true, data: message });
      } catch (error) {
        reply(failure(error));
      }
    });

    const startThread = async (to: string, first: string | null | undefined, clientId?: string) => {
      const { id } = await openThread(db, me, to);
      if (first) {
        const { message, fresh } = await storeMessage(db, me, {
          threadId: id,
          text: first,
          clientId,
          allowedDomain: options.allowedDomain,
        });
        publish(message);
        if (fresh) options.notify?.message(message);
      }
      await publishThreads([me, to]);
      return readThread(db, me, id, online);
    };

    socket.on('send-thread', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        const input = v.parse(ThreadPayload, payload);
        await options.limits.take('chatSendsPerPerson', me);
        reply({ ok: true, data: await startThread(input.to, input.message, input.client_id) });
      } catch (error) {
        reply(failure(error));
      }
    });

    // SPEC §4 help dialog: the chat option opens an empty thread with support.
    socket.on('send-thread-onboarding', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        const input = v.parse(OnboardingPayload, payload);
        const support = await supportUser(db);
        if (!support || support !== input.to) {
          throw new ApiError(400, 'invalid_request', 'El destinatario no es soporte', 'to');
        }
        reply({ ok: true, data: await startThread(support, null) });
      } catch (error) {
        reply(failure(error));
      }
    });

    void (async () => {
      // Join first, then catch up: a message stored in between arrives twice, never zero times.
      await socket.join([roomOf(me), actorRoomOf(socket.data.actorId)]);
      const since = Number((socket.handshake.auth as { since?: unknown }).since);
      if (Number.isInteger(since) && since >= 0) {
        for (const message of await messagesSince(db, me, since)) socket.emit('message-from-server', message);
      }
      socket.emit('user-list', await listThreads(db, me, online));
    })().catch((err) => log.error({ err }, 'socket start failed'));
  });

  const publish = (message: ChatMessage) => {
    io.to([roomOf(message.created_by_user_id), roomOf(message.to)]).emit('message-from-server', message);
  };

  return {
    publishMessage: publish,
    publishThreads,
    publishReservation(providerId, reservation) {
      io.to(roomOf(providerId)).emit('new-reservation', reservation);
    },
    publishProductStatus(providerId, product) {
      io.to(roomOf(providerId)).emit('product-status', product);
    },
    online,
    // Before the HTTP server closes (Fastify's preClose): open websockets would keep it from closing. The
    // HTTP server itself is Fastify's to close.
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
