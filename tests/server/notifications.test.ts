import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushDevice, type PushReceiver, startPushReceiver } from '../../e2e/pushReceiver.ts';
import { RESPONSE_WINDOW_MS } from '../../server/modules/reservations/reservationQueries.ts';
import { bearer, DEMO, loginAs, newAccount, startTestApp, type TestApp } from './testApp.ts';

// Web Push (issue 32) against the real server and database: the devices a person saves and the endpoints refused,
// the switches per kind, and real pushes — encrypted for the device and signed with the server's VAPID key —
// received by a push service the test runs and decrypted there, for a simulated booking, a new message and a
// reservation about to expire.

let app: TestApp;
let receiver: PushReceiver;
let operator: string;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  receiver = await startPushReceiver();
  app = await startTestApp({
    push: {
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: undefined,
      extraEndpointOrigins: [receiver.origin],
    },
  });
  operator = await loginAs(app, 'soporte@demo.gt');
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const subscribe = (token: string, subscription: object) =>
  call('PUT', '/api/notifications/subscriptions', token, subscription);

/** A provider of the test's own with a published stay (nightly price: the fallback), to book through simulate. */
async function providerWithStay() {
  const provider = await newAccount(app, { role: 2, category: 'company', complete: true });
  const productId = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({
      id: productId,
      provider_id: provider.id,
      product_type: 1,
      name: `Cabaña ${productId.slice(0, 4)}`,
      status: 'published',
      updated_at: new Date(),
    })
    .execute();
  return { ...provider, productId };
}

/** A device of the caller's, saved; answers the receiver's device. */
async function deviceOf(token: string): Promise<PushDevice> {
  const device = receiver.device();
  const saved = await subscribe(token, device.subscription);
  expect(saved.statusCode, saved.body).toBe(200);
  return device;
}

const book = (provider: { email: string; productId: string }) =>
  call('POST', '/api/simulate/bookings', operator, {
    provider_email: provider.email,
    product_id: provider.productId,
  });

const pushesTo = (device: PushDevice) => receiver.received.filter((push) => push.device === device.id);

describe('the push key', () => {
  it('is the VAPID public key kept in the database, for signed-in people only', async () => {
    const provider = await newAccount(app, { role: 2, category: 'company' });
    expect((await call('GET', '/api/notifications/push-key', null)).statusCode).toBe(401);
    const res = await call('GET', '/api/notifications/push-key', provider.token);
    expect(res.statusCode).toBe(200);
    const key = res.json().public_key as string;
    // The uncompressed P-256 point, base64url: what PushManager.subscribe takes as applicationServerKey.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const kept = await app.deps.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'vapid')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.value).publicKey).toBe(key);
  });
});

describe('saving a device', () => {
  const keysOf = () => receiver.device().subscription.keys;

  it.each([
    ['a host that is no push service', 'https://push.example.com/send/abc'],
    ['a look-alike of a push service', 'https://fcm.googleapis.com.example.com/fcm/send/abc'],
    ['a push service over plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['credentials in the address', 'https://user:secret@fcm.googleapis.com/fcm/send/abc'],
    ['the server itself', 'http://127.0.0.1:3000/api/health'],
    ['a private address', 'https://10.0.0.1/push'],
  ])('refuses %s (the server would send to it: SSRF)', async (_, endpoint) => {
    const provider = await newAccount(app, { role: 2, category: 'company' });
    const res = await subscribe(provider.token, { endpoint, keys: keysOf() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'push_endpoint_refused', field: 'endpoint' });
    const stored = await app.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', provider.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it.each([
    ['Google', 'https://fcm.googleapis.com/fcm/send/abc:def'],
    ['Mozilla', 'https://updates.push.services.mozilla.com/wpush/v2/abc'],
    ['Apple', 'https://web.push.apple.com/QGx0'],
    ['Microsoft', 'https://wns2-db5p.notify.windows.com/w/?token=abc'],
  ])("accepts %s's push service, then removes it", async (_, endpoint) => {
    const provider = await newAccount(app, { role: 2, category: 'company' });
    const saved = await subscribe(provider.token, { endpoint, keys: keysOf(), expirationTime: null });
    expect(saved.statusCode, saved.body).toBe(200);
    const removed = await call(
      'DELETE',
      `/api/notifications/subscriptions/${saved.json().id}`,
      provider.token,
    );
    expect(removed.statusCode).toBe(204);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, and any other field', async () => {
    const provider = await newAccount(app, { role: 2, category: 'company' });
    const { endpoint } = receiver.device().subscription;
    const good = keysOf();
    const notOnCurve = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url');
    const cases: [object, number, string][] = [
      [{ endpoint, keys: { ...good, p256dh: notOnCurve } }, 400, 'invalid_push_keys'],
      [
        { endpoint, keys: { ...good, auth: randomBytes(12).toString('base64url') } },
        400,
        'invalid_push_keys',
      ],
      [{ endpoint, keys: { ...good, p256dh: 'short' } }, 400, 'invalid_request'],
      [{ endpoint, keys: { ...good, p256dh: `${'A'.repeat(86)}!` } }, 400, 'invalid_request'],
      [{ endpoint, keys: good, owner: 'someone-else' }, 400, 'invalid_request'],
      [{ endpoint, keys: { ...good, extra: 1 } }, 400, 'invalid_request'],
      [{ endpoint: `${endpoint}${'x'.repeat(1000)}`, keys: good }, 400, 'invalid_request'],
      [{ endpoint: 'not a url', keys: good }, 400, 'invalid_request'],
      [{ keys: good }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const res = await subscribe(provider.token, body);
      expect({ status: res.statusCode, code: res.json().code }, JSON.stringify(body)).toEqual({
        status,
        code,
      });
    }
    expect((await subscribe('', { endpoint, keys: good })).statusCode).toBe(401);
  });

  it('saves a device once by its endpoint, and gives it to whoever saves it last', async () => {
    const first = await newAccount(app, { role: 2, category: 'company' });
    const second = await newAccount(app, { role: 2, category: 'company' });
    const device = receiver.device();
    const a = await subscribe(first.token, device.subscription);
    const again = await subscribe(first.token, device.subscription);
    expect(again.json().id).toBe(a.json().id);
    // Another account signs in on the same phone and turns notifications on.
    const taken = await subscribe(second.token, device.subscription);
    expect(taken.json().id).toBe(a.json().id);
    const rows = await app.deps.db
      .selectFrom('push_subscriptions')
      .select(['user_id', 'actor_id'])
      .where('endpoint', '=', device.subscription.endpoint)
      .execute();
    expect(rows).toEqual([{ user_id: second.id, actor_id: second.id }]);
    // The first no longer has it: removing it is theirs no more.
    const id = a.json().id as string;
    expect((await call('DELETE', `/api/notifications/subscriptions/${id}`, first.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/notifications/subscriptions/${id}`, second.token)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/notifications/subscriptions/${id}`, second.token)).statusCode).toBe(
      404,
    );
  });

  it('keeps ten devices a person at most, forgetting the one saved longest ago', async () => {
    const provider = await newAccount(app, { role: 2, category: 'company' });
    const devices = [];
    for (let i = 0; i < 11; i += 1) devices.push(await deviceOf(provider.token));
    const kept = await app.deps.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', provider.id)
      .execute();
    expect(kept).toHaveLength(10);
    expect(kept.map((row) => row.endpoint)).not.toContain(devices[0]?.subscription.endpoint);
  });
});

describe('the switches per kind', () => {
  it('are all on until changed, each person their own, and saved whole', async () => {
    const provider = await newAccount(app, { role: 2, category: 'company' });
    const other = await newAccount(app, { role: 2, category: 'company' });
    const all = { new_reservation: true, expiring_reservation: true, new_message: true };
    expect((await call('GET', '/api/notifications/preferences', provider.token)).json()).toEqual(all);
    const changed = { new_reservation: false, expiring_reservation: true, new_message: false };
    const saved = await call('PUT', '/api/notifications/preferences', provider.token, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect((await call('GET', '/api/notifications/preferences', provider.token)).json()).toEqual(changed);
    expect((await call('GET', '/api/notifications/preferences', other.token)).json()).toEqual(all);
    for (const body of [{ new_reservation: true }, { ...all, new_message: 'yes' }, { ...all, sms: true }]) {
      expect((await call('PUT', '/api/notifications/preferences', provider.token, body)).statusCode).toBe(
        400,
      );
    }
    expect((await call('GET', '/api/notifications/preferences', null)).statusCode).toBe(401);
  });
});

describe('pushes', () => {
  it('tell a provider of a new reservation, in their language, on each of their devices', async () => {
    const provider = await providerWithStay();
    const phone = await deviceOf(provider.token);
    const tablet = await deviceOf(provider.token);
    const bystander = await deviceOf((await providerWithStay()).token);
    const booked = await book(provider);
    expect(booked.statusCode, booked.body).toBe(201);
    const reservation = booked.json();
    await app.fastify.pushNotifier.settled();
    for (const device of [phone, tablet]) {
      const [push, ...more] = pushesTo(device);
      expect(more).toEqual([]);
      expect(push?.payload).toEqual({
        kind: 'new_reservation',
        title: `Nueva reserva ${reservation.reservation_no}`,
        body: expect.stringContaining(reservation.product.name),
        url: `/reservation/${reservation._id}`,
        tag: `reservation:${reservation._id}`,
      });
      expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(Number(push?.headers.ttl)).toBe(24 * 60 * 60);
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
    }
    expect(pushesTo(bystander)).toEqual([]);

    await app.deps.db.updateTable('users').set({ language: 'en' }).where('id', '=', provider.id).execute();
    const second = (await book(provider)).json();
    await app.fastify.pushNotifier.settled();
    expect(pushesTo(phone).at(-1)?.payload.title).toBe(`New reservation ${second.reservation_no}`);
  });

  it('are not sent for a kind the person switched off', async () => {
    const provider = await providerWithStay();
    const device = await deviceOf(provider.token);
    await call('PUT', '/api/notifications/preferences', provider.token, {
      new_reservation: false,
      expiring_reservation: true,
      new_message: true,
    });
    expect((await book(provider)).statusCode).toBe(201);
    await app.fastify.pushNotifier.settled();
    expect(pushesTo(device)).toEqual([]);
  });

  it('forget a device whose push service answers 410 (it unsubscribed), and the booking still succeeds', async () => {
    const provider = await providerWithStay();
    const device = await deviceOf(provider.token);
    receiver.answer(device.id, 410);
    expect((await book(provider)).statusCode).toBe(201);
    await app.fastify.pushNotifier.settled();
    const left = await app.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', device.subscription.endpoint)
      .execute();
    expect(left).toEqual([]);
  });

  it('tell the other person of a new message once, however often its send is retried', async () => {
    const provider = await providerWithStay();
    const traveler = await loginAs(app, 'viajero@demo.gt');
    const providerDevice = await deviceOf(provider.token);
    const opened = await call('POST', '/api/chat/conversation', traveler, { to: provider.id });
    expect(opened.statusCode, opened.body).toBe(200);
    const threadId = opened.json().thread_id as string;
    const send = () =>
      call('POST', `/api/chat/messages/${threadId}`, traveler, {
        message: '¿Tienen parqueo?',
        client_id: 'envio-1',
      });
    const first = await send();
    const retried = await send();
    expect(first.statusCode).toBe(201);
    expect(retried.json().message_id).toBe(first.json().message_id);
    const listed = await call('GET', `/api/chat/messages/${threadId}`, provider.token);
    expect(listed.json().data.map((m: { message: string }) => m.message)).toEqual(['¿Tienen parqueo?']);
    await app.fastify.pushNotifier.settled();
    const pushes = pushesTo(providerDevice);
    expect(pushes.map((push) => push.payload)).toEqual([
      {
        kind: 'new_message',
        title: 'Nuevo mensaje de María José Cifuentes',
        body: '¿Tienen parqueo?',
        url: `/message?thread=${threadId}`,
        tag: `message:${threadId}`,
      },
    ]);
    // The sender's own devices get nothing.
    const travelerDevice = await deviceOf(traveler);
    await send();
    await app.fastify.pushNotifier.settled();
    expect(pushesTo(travelerDevice)).toEqual([]);
  });

  it('tell a provider once when a pending reservation has less than an hour left', async () => {
    const provider = await providerWithStay();
    const device = await deviceOf(provider.token);
    await call('PUT', '/api/notifications/preferences', provider.token, {
      new_reservation: false,
      expiring_reservation: true,
      new_message: false,
    });
    const ask = async (ago: number, status = 1) => {
      const booked = (await book(provider)).json();
      await app.deps.db
        .updateTable('bookings')
        .set({ request_date: new Date(Date.now() - ago), status: status as 1 })
        .where('id', '=', booked._id)
        .execute();
      return booked as { _id: string; reservation_no: string };
    };
    const expiring = await ask(RESPONSE_WINDOW_MS - 30 * 60 * 1000);
    await ask(RESPONSE_WINDOW_MS - 2 * HOUR); // two hours left: not yet
    await ask(RESPONSE_WINDOW_MS + 60 * 1000); // expired already
    await ask(RESPONSE_WINDOW_MS - 30 * 60 * 1000, 2); // accepted
    await app.fastify.pushNotifier.sweepExpiring();
    await app.fastify.pushNotifier.settled();
    expect(pushesTo(device).map((push) => push.payload)).toEqual([
      {
        kind: 'expiring_reservation',
        title: `La reserva ${expiring.reservation_no} vence pronto`,
        body: expect.stringMatching(/^Quedan (29|30) min para aceptar o rechazar Cabaña/),
        url: `/reservation/${expiring._id}`,
        tag: `reservation:${expiring._id}`,
      },
    ]);
    // A second look, in this process or another, claims nothing again.
    expect(await app.fastify.pushNotifier.sweepExpiring()).toBe(0);
    await app.fastify.pushNotifier.settled();
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('go to the demo company too (a seeded account), and never break on an unreachable service', async () => {
    const company = await loginAs(app, DEMO.company);
    const device = await deviceOf(company);
    receiver.answer(device.id, 500);
    const res = await call('POST', '/api/simulate/bookings', operator, { provider_email: DEMO.company });
    expect(res.statusCode).toBe(201);
    await app.fastify.pushNotifier.settled();
    expect(pushesTo(device)).toEqual([]);
    const kept = await app.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', device.subscription.endpoint)
      .execute();
    expect(kept).toHaveLength(1);
  });
});
