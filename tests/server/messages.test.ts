import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '../../machines/contactMasking.ts';
import type { Ack, ChatMessage, ClientToServerEvents, MessageThread } from '../../openapi/realtime.ts';
import { type ClientSocket, ready, socketClients } from './socketClients.ts';
import {
  bearer,
  createTestAccount,
  DEMO,
  loginAs,
  newAccount,
  startTestApp,
  type TestApp,
  tokenFor,
} from './testApp.ts';

let app: TestApp;
let origin: string;
const clients = socketClients(() => origin);
const connect = clients.connect;

/**
 * People of this file: the demo company, whose seeded threads are read as they are, support, and a provider
 * who takes part in no thread. A test that opens threads or sends messages does it between people of its
 * own (ownPair).
 */
const people = {} as Record<'provider' | 'support' | 'otherProvider', { id: string; token: string }>;

async function createUser(role: number, first: string): Promise<{ id: string; token: string }> {
  const email = `${first.toLowerCase()}-${randomUUID().slice(0, 6)}@correo.gt`;
  const id = await createTestAccount(app, { email, role, first_name: first });
  return { id, token: await tokenFor(app, id) };
}

/** The business name of the providers of ownPair. */
const OWN_PROVIDER = 'Posada Las Flores';

/** A traveler (Rosa) and a company provider of the calling test's own, who never wrote to each other. */
async function ownPair() {
  const provider = await newAccount(app, { role: 2, category: 'company', business: OWN_PROVIDER });
  return { provider, traveler: await createUser(5, 'Rosa') };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function openThread(token: string, to: string): Promise<MessageThread> {
  const res = await call('POST', '/api/chat/conversation', token, { to });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function threadsOf(token: string): Promise<MessageThread[]> {
  const res = await call('GET', '/api/chat/conversation', token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Collects what a socket receives, and waits for a number of messages. */
function inbox(socket: ClientSocket) {
  const messages: ChatMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message-from-server', (message) => {
    messages.push(message);
    for (const w of waiters.splice(0)) w();
  });
  return {
    messages,
    async waitFor(count: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`got ${messages.length} of ${count} messages`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return messages;
    },
  };
}

const send = (socket: ClientSocket, payload: Parameters<ClientToServerEvents['send-message']>[0]) =>
  socket.timeout(5000).emitWithAck('send-message', payload) as Promise<Ack<ChatMessage>>;

/** The help dialog's chat (SPEC §7 send-thread-onboarding): an empty thread with support. */
const onboard = (socket: ClientSocket, me: string, to: string) =>
  socket.timeout(5000).emitWithAck('send-thread-onboarding', {
    created_by_user_id: me,
    to,
    message: null,
    sender_delete: false,
    receiver_delete: false,
    time: new Date().toISOString(),
    attached_file: '',
    message_blocked: false,
  }) as Promise<Ack<MessageThread>>;

beforeAll(async () => {
  app = await startTestApp();
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
  people.provider = { id: 'demo-1', token: await loginAs(app, DEMO.company) };
  people.support = { id: 'demo-3', token: await loginAs(app, 'soporte@demo.gt') };
  people.otherProvider = await createUser(2, 'Otro');
});

afterAll(async () => {
  clients.closeAll();
  await app?.close();
});

describe('chat over REST', () => {
  it('lists the seeded threads, latest first, with the other person and the unread last message', async () => {
    const threads = await threadsOf(people.provider.token);
    const names = threads.map((t) => t.contact.name);
    expect(names).toEqual(['María José Cifuentes', 'Sofía Méndez']);
    expect(threads[0]?.order_c).toBeGreaterThan(threads[1]?.order_c ?? Number.POSITIVE_INFINITY);
    const traveler = threads[0] as MessageThread;
    expect(traveler.message?.message).toBe('Perfecto. Llegaremos cerca de las 21:00, ¿hay algún problema?');
    expect(traveler.message?.created_by_user_id).toBe(traveler.contact.user_id);
    expect(traveler.seen).toBe(false);
    expect(traveler.contact.role).toBe(5);
    expect(threads[1]?.contact.role).toBe(1);
  });

  it('opens one thread per pair, whoever opens it, and only for people allowed to talk', async () => {
    const { provider, traveler } = await ownPair();
    const stranger = await createUser(5, 'Pedro');
    const first = await openThread(traveler.token, provider.id);
    const again = await openThread(provider.token, traveler.id);
    expect(again.thread_id).toBe(first.thread_id);
    expect(first.message).toBeNull();
    expect(first.contact).toMatchObject({ user_id: provider.id, name: OWN_PROVIDER, role: 2 });

    // A provider cannot reach a traveler who never booked nor wrote, nor another provider; support can.
    const refused = await call('POST', '/api/chat/conversation', provider.token, {
      to: stranger.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('chat_not_allowed');
    expect(
      (await call('POST', '/api/chat/conversation', provider.token, { to: people.otherProvider.id }))
        .statusCode,
    ).toBe(403);
    expect((await openThread(people.support.token, stranger.id)).contact.user_id).toBe(stranger.id);
    expect((await call('POST', '/api/chat/conversation', provider.token, { to: 'nobody' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/chat/conversation', provider.token, { to: provider.id })).statusCode,
    ).toBe(400);
  });

  it('sends, lists messages in order, marks seen only for the addressee, and deletes for one side', async () => {
    const { provider, traveler } = await ownPair();
    const thread = await openThread(traveler.token, provider.id);
    const url = `/api/chat/messages/${thread.thread_id}`;
    const sent = await call('POST', url, traveler.token, {
      message: '¿Aceptan mascotas?',
      client_id: 'c-1',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message: ChatMessage = sent.json();
    expect(message).toMatchObject({
      message: '¿Aceptan mascotas?',
      created_by_user_id: traveler.id,
      to: provider.id,
      message_blocked: false,
      name_sender: 'Rosa Prueba',
      ln: 'es',
      client_id: 'c-1',
    });
    // A retried send with the same client id is stored once.
    const retried = await call('POST', url, traveler.token, {
      message: '¿Aceptan mascotas?',
      client_id: 'c-1',
    });
    expect(retried.json().message_id).toBe(message.message_id);
    await call('POST', url, provider.token, { message: 'Sí, con gusto.' });
    await call('POST', url, traveler.token, { message: 'Gracias' });

    const listed = (await call('GET', url, provider.token)).json().data as ChatMessage[];
    expect(listed.map((m) => m.message)).toEqual(['¿Aceptan mascotas?', 'Sí, con gusto.', 'Gracias']);
    const older = (await call('GET', `${url}?before=${listed[2]?.seq}&limit=1`, provider.token)).json().data;
    expect(older.map((m: ChatMessage) => m.message)).toEqual(['Sí, con gusto.']);

    // The author's seen call changes nothing; the addressee's marks it seen.
    expect(
      (await call('PUT', `/api/chat/seen/${thread.thread_id}`, traveler.token, { seen: true })).json().seen,
    ).toBe(false);
    expect(
      (await call('PUT', `/api/chat/seen/${thread.thread_id}`, provider.token, { seen: true })).json().seen,
    ).toBe(true);

    // Deleted for the provider only; a new message brings it back.
    await call('PUT', `/api/chat/delete-chat/${thread.thread_id}`, provider.token);
    expect((await threadsOf(provider.token)).map((t) => t.thread_id)).not.toContain(thread.thread_id);
    expect((await threadsOf(traveler.token)).map((t) => t.thread_id)).toContain(thread.thread_id);
    await call('POST', url, traveler.token, { message: '¿Sigue disponible?' });
    const back = (await threadsOf(provider.token)).find((t) => t.thread_id === thread.thread_id);
    expect(back).toMatchObject({ seen: false, sender_delete: false, receiver_delete: false });
    expect(back?.message?.message).toBe('¿Sigue disponible?');
  });

  it('keeps a thread to its two people: anyone else gets 404 everywhere', async () => {
    const { provider, traveler } = await ownPair();
    const thread = await openThread(traveler.token, provider.id);
    const outsider = people.otherProvider.token;
    const id = thread.thread_id;
    expect((await call('GET', `/api/chat/messages/${id}`, outsider)).statusCode).toBe(404);
    expect((await call('POST', `/api/chat/messages/${id}`, outsider, { message: 'hola' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/chat/seen/${id}`, outsider, { seen: true })).statusCode).toBe(404);
    expect((await call('PUT', `/api/chat/delete-chat/${id}`, outsider)).statusCode).toBe(404);
    expect((await call('GET', '/api/chat/conversation', 'not-a-token')).statusCode).toBe(401);
  });

  it('masks contact details on the server and flags the message, whatever the app sent', async () => {
    const { provider, traveler } = await ownPair();
    const thread = await openThread(traveler.token, provider.id);
    const res = await call('POST', `/api/chat/messages/${thread.thread_id}`, traveler.token, {
      message: 'Llámeme al +502 5512 3344 o escriba a rosa@gmail.com',
    });
    const message: ChatMessage = res.json();
    expect(message.message).toBe(`Llámeme al ${MASK} o escriba a ${MASK}`);
    expect(message.message_blocked).toBe(true);
    // The marketplace's own domain stays readable (MARKETPLACE_URL's host).
    const own = await call('POST', `/api/chat/messages/${thread.thread_id}`, traveler.token, {
      message: 'Lo vi en https://marketplace.example/gt/casa',
    });
    expect(own.json()).toMatchObject({
      message: 'Lo vi en https://marketplace.example/gt/casa',
      message_blocked: false,
    });
    // An app that masked already says so: the flag is kept even though nothing is left to mask.
    const flagged = await call('POST', `/api/chat/messages/${thread.thread_id}`, traveler.token, {
      message: `Mi número es ${MASK}`,
      message_blocked: true,
    });
    expect(flagged.json().message_blocked).toBe(true);
  });

  it('names the support person for help chats', async () => {
    const res = await call('GET', '/api/chat/support', people.provider.token);
    expect(res.json()).toMatchObject({ user_id: people.support.id, name: 'Sofía Méndez', role: 1 });
  });
});

describe('chat over socket.io', () => {
  it('refuses a missing or bad token, and a bearer-prefixed one', async () => {
    for (const token of [undefined, 'not-a-token', `Bearer ${people.provider.token}`]) {
      const socket = connect(token);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
    }
  });

  it('sends the thread list on connecting, latest first', async () => {
    const threads = await ready(connect(people.provider.token));
    const orders = threads.map((t) => t.order_c);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect(threads.map((t) => t.contact.name)).toContain('Sofía Méndez');
  });

  it('acknowledges a message after storing it and delivers it to both people, every tab, masked', async () => {
    const { provider, traveler: rosa } = await ownPair();
    const thread = await openThread(rosa.token, provider.id);
    const traveler = connect(rosa.token);
    const providerTab1 = connect(provider.token);
    const providerTab2 = connect(provider.token);
    await Promise.all([traveler, providerTab1, providerTab2].map(ready));
    const tab1 = inbox(providerTab1);
    const tab2 = inbox(providerTab2);
    const echo = inbox(traveler);

    const ack = await send(traveler, {
      thread_id: thread.thread_id,
      message: 'Mi WhatsApp es 5512 3344 77',
      client_id: randomUUID(),
    });
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.data).toMatchObject({ message: `Mi WhatsApp es ${MASK}`, message_blocked: true });
    // Stored before the acknowledgement.
    const stored = (await call('GET', `/api/chat/messages/${thread.thread_id}`, provider.token)).json().data;
    expect(stored.at(-1).message_id).toBe(ack.data.message_id);

    for (const box of [tab1, tab2, echo]) {
      const [received] = await box.waitFor(1);
      expect(received).toEqual(ack.data);
    }
  });

  it('answers a refused send through the acknowledgement, storing nothing', async () => {
    const { provider, traveler } = await ownPair();
    const outsider = connect(people.otherProvider.token);
    await ready(outsider);
    const thread = await openThread(traveler.token, provider.id);
    const ack = await send(outsider, { thread_id: thread.thread_id, message: 'hola' });
    expect(ack).toMatchObject({ ok: false, status: 404 });
    const empty = await send(outsider, { thread_id: thread.thread_id, message: '   ' });
    expect(empty).toMatchObject({ ok: false, status: 400, code: 'invalid_request' });
  });

  it('refuses text the database cannot store (a NUL byte, a lone surrogate) with 400, storing nothing', async () => {
    const { provider, traveler: rosa } = await ownPair();
    const traveler = connect(rosa.token);
    await ready(traveler);
    const thread = await openThread(rosa.token, provider.id);
    const before = (await call('GET', `/api/chat/messages/${thread.thread_id}`, rosa.token)).json();
    for (const message of ['hola\u0000mundo', 'hola \uD800']) {
      const ack = await send(traveler, { thread_id: thread.thread_id, message });
      expect(ack).toMatchObject({ ok: false, status: 400, code: 'invalid_request' });
    }
    const opened = await traveler
      .timeout(5000)
      .emitWithAck('send-thread', { to: provider.id, message: 'x\u0000' } as never);
    expect(opened).toMatchObject({ ok: false, status: 400 });
    const after = (await call('GET', `/api/chat/messages/${thread.thread_id}`, rosa.token)).json();
    expect(after).toEqual(before);
  });

  it('opens threads with send-thread and with support through send-thread-onboarding', async () => {
    const { provider } = await ownPair();
    const traveler = await createUser(5, 'Lucia');
    const socket = connect(traveler.token);
    await ready(socket);
    const lists: MessageThread[][] = [];
    socket.on('user-list', (list) => lists.push(list));
    const opened = (await socket.timeout(5000).emitWithAck('send-thread', {
      to: provider.id,
      message: 'Hola, ¿tienen cuna para bebé?',
    })) as Ack<MessageThread>;
    expect(opened.ok).toBe(true);
    if (opened.ok) {
      expect(opened.data.contact.user_id).toBe(provider.id);
      expect(opened.data.message?.message).toBe('Hola, ¿tienen cuna para bebé?');
    }

    const onboarding = await onboard(socket, traveler.id, people.support.id);
    expect(onboarding).toMatchObject({
      ok: true,
      data: { message: null, contact: { user_id: people.support.id } },
    });
    await expect.poll(() => lists.at(-1)?.length).toBe(2);

    const notSupport = await onboard(socket, traveler.id, provider.id);
    expect(notSupport).toMatchObject({ ok: false, status: 400 });
  });

  it('gives a reconnecting client every message it missed, in order, before anything new', async () => {
    const pair = await ownPair();
    const thread = await openThread(pair.traveler.token, pair.provider.id);
    const provider = connect(pair.provider.token);
    await ready(provider);
    const live = inbox(provider);
    const traveler = connect(pair.traveler.token);
    await ready(traveler);
    const first = await send(traveler, { thread_id: thread.thread_id, message: 'uno' });
    await live.waitFor(1);
    const lastSeen = live.messages[0]?.seq ?? 0;
    provider.close();

    // While the provider is away.
    const missed: string[] = [];
    for (const text of ['dos', 'tres', 'cuatro']) {
      const ack = await send(traveler, { thread_id: thread.thread_id, message: text });
      if (ack.ok) missed.push(ack.data.message_id);
    }

    const back = connect(pair.provider.token, lastSeen);
    const caughtUp = inbox(back);
    await ready(back);
    const received = await caughtUp.waitFor(3);
    expect(received.map((m) => m.message_id)).toEqual(missed);
    expect(received.map((m) => m.message)).toEqual(['dos', 'tres', 'cuatro']);
    expect(first.ok).toBe(true);
  });

  it('publishes REST sends too, and presence shows who has the portal open', async () => {
    const pair = await ownPair();
    const thread = await openThread(pair.traveler.token, pair.provider.id);
    const provider = connect(pair.provider.token);
    await ready(provider);
    const box = inbox(provider);
    await call('POST', `/api/chat/messages/${thread.thread_id}`, pair.traveler.token, {
      message: 'por REST',
    });
    expect((await box.waitFor(1))[0]?.message).toBe('por REST');
    const fromTraveler = (await threadsOf(pair.traveler.token)).find((t) => t.thread_id === thread.thread_id);
    expect(fromTraveler?.online).toBe(true);
    provider.close();
    for (const s of clients.all()) if (s.io.opts.query?.['x-token'] === pair.provider.token) s.close();
    await expect
      .poll(
        async () =>
          (await threadsOf(pair.traveler.token)).find((t) => t.thread_id === thread.thread_id)?.online,
      )
      .toBe(false);
  });
});
