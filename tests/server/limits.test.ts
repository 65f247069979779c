import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack, ChatMessage, MessageThread } from '../../openapi/realtime.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { type ClientSocket, ready, socketClients } from './socketClients.ts';
import {
  bearer,
  createTestAccount,
  DEMO,
  loginAs,
  registrationPayload,
  startTestApp,
  type TestApp,
} from './testApp.ts';

/*
 * The limits on guessing and flooding (server/auth/limits.ts), as production has them: a caller cannot pick the
 * address it is counted by, an account's guesses are counted from every address, and a chat flood stores
 * nothing past the limit.
 */

let app: TestApp;
let origin: string;
const clients = socketClients(() => origin);

beforeAll(async () => {
  // The production numbers (a test runner's default raises the sign-ups per address).
  app = await startTestApp({ rateLimits: RATE_LIMITS, trustProxy: false });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  clients.closeAll();
  await app?.close();
});

const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers });

/** An address of its own for each call: what a botnet rotating addresses looks like. */
let lastOctet = 0;
const anotherAddress = () => `10.77.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

/** The 429 answer: the contract's Error, with when to try again in the header, the body and the message. */
function expectTooMany(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json();
  expect(body).toMatchObject({ status: 429, code: 'too_many_requests' });
  expect(body.retry_after).toBeGreaterThan(0);
  expect(res.headers['retry-after']).toBe(String(body.retry_after));
  expect(body.message).toMatch(/^Too many attempts, try again in \d+ (seconds|minutes)$/);
}

describe('sign-in', () => {
  it('counts one address however X-Forwarded-For changes', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.points + 1; i++) {
      last = await post(
        '/users/login',
        { email: `rotando${i}@example.com`, password: 'nope-nope' },
        '10.1.1.1',
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, RATE_LIMITS.loginPerAddress.points).every((s) => s === 401)).toBe(true);
    expectTooMany(last as Awaited<ReturnType<typeof post>>);
    // The demo provider from that address is refused too; from another one, not.
    expectTooMany(await post('/users/login', { email: DEMO.company, password: DEMO.password }, '10.1.1.1'));
    expect(
      (await post('/users/login', { email: DEMO.company, password: DEMO.password }, '10.1.1.2')).statusCode,
    ).toBe(200);
  });

  it("counts an account's failed guesses from every address, and only that account's", async () => {
    const { points } = RATE_LIMITS.loginFailuresPerAccount;
    const addresses = Array.from({ length: points + 1 }, anotherAddress);
    for (const address of addresses.slice(0, points)) {
      const res = await post('/users/login', { email: DEMO.personal, password: 'adivina123' }, address);
      expect(res.statusCode).toBe(400);
    }
    expectTooMany(
      await post(
        '/users/login',
        { email: DEMO.personal, password: 'adivina123' },
        addresses[points] as string,
      ),
    );
    // Until the window ends the account is closed to every password, from anywhere, however the e-mail is written.
    expectTooMany(
      await post('/users/login', { email: 'PERSONAL@demo.gt', password: DEMO.password }, anotherAddress()),
    );
    // Another account from the very same addresses still gets its own answers.
    for (const address of addresses.slice(0, 3)) {
      expect(
        (await post('/users/login', { email: DEMO.company, password: 'adivina123' }, address)).statusCode,
      ).toBe(400);
    }
    expect(
      (await post('/users/login', { email: 'nadie@demo.gt', password: 'adivina123' }, addresses[0] as string))
        .statusCode,
    ).toBe(401);
  });

  it("never counts the owner's successful sign-ins against the account", async () => {
    const email = `duena-${randomUUID().slice(0, 8)}@example.com`;
    await createTestAccount(app, { email, role: 2 });
    const { points } = RATE_LIMITS.loginFailuresPerAccount;
    for (let i = 0; i < points * 3; i++) {
      expect(
        (await post('/users/login', { email, password: DEMO.password }, anotherAddress())).statusCode,
      ).toBe(200);
    }
    // A typo after all those sign-ins is still just a wrong password.
    expect((await post('/users/login', { email, password: 'Demo12345' }, anotherAddress())).statusCode).toBe(
      400,
    );
  });
});

describe('forgot-password', () => {
  it('mails one account at most 5 links an hour, from any address', async () => {
    const email = `olvidadiza-${randomUUID().slice(0, 8)}@example.com`;
    await createTestAccount(app, { email, role: 2 });
    const { points } = RATE_LIMITS.forgotPasswordPerAccount;
    for (let i = 0; i < points; i++) {
      expect((await post('/users/forgot-password', { email }, anotherAddress())).statusCode).toBe(200);
    }
    expectTooMany(await post('/users/forgot-password', { email }, anotherAddress()));
    const mails = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as { to: string }[];
    expect(mails.filter((m) => m.to === email)).toHaveLength(points);
    // Another account is not affected.
    expect((await post('/users/forgot-password', { email: DEMO.company }, anotherAddress())).statusCode).toBe(
      200,
    );
  });

  it('answers one address at most 20 times a minute, whatever the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerAddress.points + 1; i++) {
      statuses.push(
        (await post('/users/forgot-password', { email: `fantasma${i}@example.com` }, '10.2.2.2')).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sign-up', () => {
  it('takes at most 10 sign-ups an hour from one address', async () => {
    const { points } = RATE_LIMITS.registerPerAddress;
    for (let i = 0; i < points; i++) {
      const res = await post(
        '/users/register',
        await registrationPayload(app, `alta${i}-${randomUUID()}@example.com`),
        '10.3.3.3',
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await post(
      '/users/register',
      await registrationPayload(app, `alta-de-mas-${randomUUID()}@example.com`),
      '10.3.3.3',
    );
    expectTooMany(refused);
    const elsewhere = await post(
      '/users/register',
      await registrationPayload(app, `alta-otra-${randomUUID()}@example.com`),
      '10.3.3.4',
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('mails a verification link again at most 5 times an hour per account', async () => {
    const email = `reenvio-${randomUUID().slice(0, 8)}@example.com`;
    const { points } = RATE_LIMITS.resendVerificationPerAccount;
    for (let i = 0; i < points; i++) {
      expect((await post('/users/resend-verification', { email }, anotherAddress())).statusCode).toBe(200);
    }
    expectTooMany(await post('/users/resend-verification', { email }, anotherAddress()));
  });
});

describe('chat sends', () => {
  async function connect(token: string): Promise<ClientSocket> {
    const socket = clients.connect(token);
    await ready(socket);
    return socket;
  }

  const send = (socket: ClientSocket, threadId: string, text: string) =>
    socket
      .timeout(5000)
      .emitWithAck('send-message', { thread_id: threadId, message: text, client_id: text }) as Promise<
      Ack<ChatMessage>
    >;

  async function messagesOf(token: string, threadId: string): Promise<ChatMessage[]> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/chat/messages/${threadId}?limit=200`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  /**
   * A tag to find this test's messages by: letters only, since the server masks what looks like a phone
   * number (a hex slice of a UUID is sometimes all digits).
   */
  const letterTag = () =>
    Array.from(randomUUID().replaceAll('-', '').slice(0, 10), (c) =>
      String.fromCharCode(103 + Number.parseInt(c, 16)),
    ).join('');

  /** A traveler of its own (a fresh count) with a thread to the demo provider. */
  async function travelerWithThread(name: string) {
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@correo.gt`;
    await createTestAccount(app, { email, role: 5, first_name: name });
    const token = await loginAs(app, email);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/chat/conversation',
      headers: bearer(token),
      payload: { to: 'demo-1' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return { token, thread: opened.json() as MessageThread };
  }

  it('refuses a flood past the limit with a 429 acknowledgement, and stores none of the refused', async () => {
    const { token, thread } = await travelerWithThread('Inundadora');
    const socket = await connect(token);
    const tag = letterTag();
    const texts = Array.from({ length: 60 }, (_, i) => `flood-${tag}-${i}`);
    const acks = await Promise.all(texts.map((text) => send(socket, thread.thread_id, text)));

    const accepted = acks.filter((a): a is Extract<Ack<ChatMessage>, { ok: true }> => a.ok);
    const refused = acks.filter((a): a is Extract<Ack<ChatMessage>, { ok: false }> => !a.ok);
    expect(accepted).toHaveLength(RATE_LIMITS.chatSendsPerPerson.points);
    expect(refused).toHaveLength(texts.length - RATE_LIMITS.chatSendsPerPerson.points);
    for (const ack of refused) {
      expect(ack).toMatchObject({ ok: false, status: 429, code: 'too_many_requests' });
      expect(ack.retry_after).toBeGreaterThan(0);
    }
    // The REST send counts with the socket's: refused too, nothing stored.
    const rest = await app.inject({
      method: 'POST',
      url: `/api/chat/messages/${thread.thread_id}`,
      headers: bearer(token),
      payload: { message: `rest-${tag}` },
    });
    expect(rest.statusCode).toBe(429);
    expect(rest.headers['retry-after']).toBeDefined();

    const stored = (await messagesOf(token, thread.thread_id)).filter((m) => m.message.includes(tag));
    expect(stored.map((m) => m.message_id).sort()).toEqual(accepted.map((a) => a.data.message_id).sort());
    expect(stored.some((m) => m.message === `rest-${tag}`)).toBe(false);
  });

  it('lets a burst below the limit through, on the socket and over REST', async () => {
    const { token, thread } = await travelerWithThread('Conversadora');
    const socket = await connect(token);
    const tag = letterTag();
    const burst = RATE_LIMITS.chatSendsPerPerson.points - 1;
    const acks = await Promise.all(
      Array.from({ length: burst }, (_, i) => send(socket, thread.thread_id, `burst-${tag}-${i}`)),
    );
    expect(acks.every((a) => a.ok)).toBe(true);
    const rest = await app.inject({
      method: 'POST',
      url: `/api/chat/messages/${thread.thread_id}`,
      headers: bearer(token),
      payload: { message: `rest-${tag}` },
    });
    expect(rest.statusCode).toBe(201);
    const stored = (await messagesOf(token, thread.thread_id)).filter((m) => m.message.includes(tag));
    expect(stored).toHaveLength(burst + 1);
  });
});
