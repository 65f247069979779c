import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Reservation, ServerToClientEvents } from '../../openapi/realtime.ts';
import { FORBIDDEN } from '../../server/http/access.ts';
import { insertSimulatedBooking } from '../../server/modules/simulate/simulatedBooking.ts';
import { app, call, insertProduct, operator, other, owner, setUpProductApp } from './productFixtures.ts';

setUpProductApp();

const COMPANY = 'empresa@demo.gt';
/** The demo company's first published product by name (server/db/demoProducts.ts), USD 95 a night. */
const CABANA = { id: 'fea992ac-d568-45e0-9899-903f0064fc78', name: 'Cabaña Volcán de Agua', night: 95 };

const book = (payload: object, token = operator) => call('POST', '/api/simulate/bookings', token, payload);
const write = (payload: object, token = operator) => call('POST', '/api/simulate/messages', token, payload);

const isoDayIn = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A hidden product of the second provider (otro@demo.gt), which has nothing published. */
async function insertForeignProduct() {
  const provider = await app.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'otro@demo.gt')
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({ id, provider_id: provider.id, product_type: 1, name: 'Ajena', updated_at: new Date() })
    .execute();
  return id;
}

async function accountOf(email: string) {
  return app.deps.db
    .selectFrom('users')
    .innerJoin('persons', 'persons.user_id', 'users.id')
    .select([
      'users.id',
      'users.password_hash',
      'users.email_verified_at',
      'persons.first_name',
      'persons.last_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('user_roles')
        .select((r) => r.fn.agg<number[]>('array_agg', ['role']).as('roles'))
        .whereRef('user_roles.user_id', '=', 'users.id')
        .as('roles'),
    )
    .where('users.email', '=', email)
    .executeTakeFirst();
}

describe('who may simulate', () => {
  it('is the operator only: a provider gets 403 on both endpoints and nothing is stored', async () => {
    const before = await app.deps.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const token of [owner, other]) {
      const booking = await book({ provider_email: COMPANY }, token);
      expect(booking.statusCode).toBe(403);
      expect(booking.json()).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
      const message = await write({ provider_email: COMPANY, message: 'Hola' }, token);
      expect(message.statusCode).toBe(403);
      expect(message.json()).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
    }
    const after = await app.deps.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/simulate/bookings',
      payload: { provider_email: COMPANY },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a provider that does not exist or is no provider', async () => {
    for (const email of ['nadie@demo.gt', 'viajero@demo.gt', 'soporte@demo.gt']) {
      expect((await book({ provider_email: email })).statusCode).toBe(404);
      expect((await write({ provider_email: email, message: 'Hola' })).statusCode).toBe(404);
    }
  });
});

describe('simulated bookings', () => {
  it('creates a pending reservation of the first published product, by a traveler made on the spot', async () => {
    const email = 'ana.lucia.perez@correo.gt';
    expect(await accountOf(email)).toBeUndefined();
    const res = await book({
      provider_email: COMPANY,
      traveler_email: email,
      start_in_days: 40,
      nights: 3,
      adult: 4,
    });
    expect(res.statusCode).toBe(201);
    const reservation = res.json() as Reservation;
    const traveler = await accountOf(email);
    expect(traveler).toMatchObject({
      first_name: 'Ana Lucia',
      last_name: 'Perez',
      password_hash: null,
      roles: [5],
    });
    expect(traveler?.email_verified_at).toBeTruthy();
    expect(reservation).toMatchObject({
      status: 1,
      product: { _id: CABANA.id, name: CABANA.name },
      info_user: { first_name: 'Ana Lucia', last_name: 'Perez', email, user_id: traveler?.id },
      start_date: isoDayIn(40),
      end_date: isoDayIn(43),
      adult: 4,
      children: 0,
      days_to_reserve: 3,
      subtotal: 3 * CABANA.night,
      currency: 'USD',
      reject_reason: null,
    });
    expect(reservation.reservation_no).toMatch(/^GT-\d{6}$/);

    const listed = await call('GET', `/api/bookings?status=1&code=${reservation.reservation_no}`, owner);
    expect(listed.json().data.map((b: Reservation) => b._id)).toEqual([reservation._id]);
    expect((await call('GET', `/api/bookings/${reservation._id}`, owner)).json()).toEqual(reservation);
    // A second booking by the same traveler reuses the account.
    expect((await book({ provider_email: COMPANY, traveler_email: email })).statusCode).toBe(201);
    const accounts = await app.deps.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
  });

  it('books as the demo traveler by default, with the defaults of the contract', async () => {
    const res = await book({ provider_email: COMPANY });
    expect(res.statusCode).toBe(201);
    const demo = await accountOf('viajero@demo.gt');
    expect(res.json()).toMatchObject({
      info_user: {
        first_name: 'María José',
        last_name: 'Cifuentes',
        email: 'viajero@demo.gt',
        user_id: demo?.id,
      },
      start_date: isoDayIn(14),
      end_date: isoDayIn(16),
      adult: 2,
      subtotal: 2 * CABANA.night,
    });
  });

  it('books the product asked for, at 100 a night when it saved no price; another provider’s is 404', async () => {
    const unpriced = await insertProduct(1);
    const res = await book({ provider_email: COMPANY, product_id: unpriced, nights: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ product: { _id: unpriced }, subtotal: 200 });
    const foreign = await insertForeignProduct();
    expect((await book({ provider_email: COMPANY, product_id: foreign })).statusCode).toBe(404);
    expect((await book({ provider_email: 'otro@demo.gt', product_id: foreign })).statusCode).toBe(201);
    expect((await book({ provider_email: COMPANY, product_id: 'no-such-product' })).statusCode).toBe(404);
  });

  it('answers 409 no_product when the provider has nothing published', async () => {
    const res = await book({ provider_email: 'otro@demo.gt' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'no_product' });
  });

  it('refuses to book as an account that is not a traveler', async () => {
    const res = await book({ provider_email: COMPANY, traveler_email: 'personal@demo.gt' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'traveler_email' });
  });

  it('gives every reservation its own number, drawing again when the number is taken', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 15; i++) numbers.add((await book({ provider_email: COMPANY })).json().reservation_no);
    expect(numbers.size).toBe(15);

    const traveler = await accountOf('viajero@demo.gt');
    const draws = ['GT-240101', 'GT-240102', 'GT-777001'];
    const id = await insertSimulatedBooking(
      app.deps.db,
      {
        providerId: 'demo-1',
        traveler: {
          id: traveler?.id ?? '',
          email: 'viajero@demo.gt',
          first_name: 'María José',
          last_name: 'Cifuentes',
        },
        startInDays: 5,
        nights: 1,
        adult: 1,
      },
      () => draws.shift() ?? 'GT-777002',
    );
    const stored = await app.deps.db
      .selectFrom('bookings')
      .select('reservation_no')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.reservation_no).toBe('GT-777001');
    const seeded = await app.deps.db
      .selectFrom('bookings')
      .select('reservation_no')
      .where('reservation_no', 'in', ['GT-240101', 'GT-240102'])
      .execute();
    expect(seeded).toHaveLength(2);
  });
});

describe('simulated messages', () => {
  it('stores the traveler’s message in their thread with the provider, which the provider lists', async () => {
    const email = 'pedro_ixcot@correo.gt';
    const res = await write({
      provider_email: COMPANY,
      traveler_email: email,
      message: '¿Aceptan mascotas?',
    });
    expect(res.statusCode).toBe(201);
    const message = res.json() as ChatMessage;
    const traveler = await accountOf(email);
    expect(traveler).toMatchObject({ first_name: 'Pedro', last_name: 'Ixcot', roles: [5] });
    expect(message).toMatchObject({
      message: '¿Aceptan mascotas?',
      created_by_user_id: traveler?.id,
      to: 'demo-1',
      message_blocked: false,
      name_sender: 'Pedro Ixcot',
    });
    const threads = (await call('GET', '/api/chat/conversation', owner)).json().data as {
      thread_id: string;
      seen: boolean;
      contact: { user_id: string; name: string };
      message: { message: string } | null;
    }[];
    const thread = threads.find((t) => t.contact.user_id === traveler?.id);
    expect(thread).toMatchObject({
      thread_id: message.thread_id,
      seen: false,
      contact: { name: 'Pedro Ixcot' },
      message: { message: '¿Aceptan mascotas?' },
    });
    expect(threads[0]?.thread_id).toBe(message.thread_id);

    // A second message goes to the same thread.
    const again = (
      await write({ provider_email: COMPANY, traveler_email: email, message: 'Gracias' })
    ).json();
    expect(again.thread_id).toBe(message.thread_id);
    const messages = await call('GET', `/api/chat/messages/${message.thread_id}`, owner);
    expect(messages.json().data.map((m: ChatMessage) => m.message)).toEqual([
      '¿Aceptan mascotas?',
      'Gracias',
    ]);
  });

  it('masks a phone number and flags the message, as any chat message', async () => {
    const res = await write({ provider_email: COMPANY, message: 'Llámeme al +502 5512 3344, por favor' });
    expect(res.statusCode).toBe(201);
    const message = res.json() as ChatMessage;
    expect(message.message_blocked).toBe(true);
    expect(message.message).not.toMatch(/5512|3344/);
    expect(message.message).toContain('***');
    const stored = await app.deps.db
      .selectFrom('chat_messages')
      .select(['message', 'message_blocked'])
      .where('id', '=', message.message_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ message: message.message, message_blocked: true });
  });

  it('refuses an empty message', async () => {
    expect((await write({ provider_email: COMPANY, message: '' })).statusCode).toBe(400);
    expect((await write({ provider_email: COMPANY, message: '   ' })).json()).toMatchObject({
      status: 400,
      field: 'message',
    });
  });
});

describe('live delivery', () => {
  const sockets: Socket<ServerToClientEvents>[] = [];
  let origin: string;
  // The app of this file listens on a real port from here on: sockets need one.
  beforeAll(async () => {
    origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  async function providerSocket() {
    const socket: Socket<ServerToClientEvents> = io(origin, {
      query: { 'x-token': owner },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    // Connected and in the provider's room once the first thread list arrives.
    await new Promise<void>((resolve, reject) => {
      socket.once('user-list', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('pushes a new reservation and a traveler’s message to the provider’s open portal', async () => {
    const socket = await providerSocket();
    const reservation = new Promise<Reservation>((resolve) => socket.once('new-reservation', resolve));
    const booked = (await book({ provider_email: COMPANY, traveler_email: 'sofia.chen@correo.gt' })).json();
    expect(await reservation).toEqual(booked);

    const threads = new Promise<{ thread_id: string }[]>((resolve) => socket.once('user-list', resolve));
    const delivered = new Promise<ChatMessage>((resolve) => socket.once('message-from-server', resolve));
    const sent = (
      await write({ provider_email: COMPANY, traveler_email: 'sofia.chen@correo.gt', message: '¿Hay wifi?' })
    ).json();
    expect(await delivered).toEqual(sent);
    expect((await threads).map((t) => t.thread_id)).toContain(sent.thread_id);
  });
});
