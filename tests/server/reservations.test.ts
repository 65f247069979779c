import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { netAmount } from '../../machines/netAmount.ts';
import * as cancelledByMigration from '../../server/db/migrations/0009_booking_cancelled_by.ts';
import {
  app,
  call,
  insertBooking,
  insertProduct,
  operator,
  other,
  owner,
  setUpProductApp,
} from './productFixtures.ts';

setUpProductApp();

const NOT_FOUND = 'El detalle de la reserva no existe';

const list = async (query: string, token = owner) => {
  const res = await call('GET', `/api/bookings${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { _id: string; reservation_no: string; status: number }[]; meta: object };
};
const accept = (id: string, token = owner) => call('PUT', `/api/bookings/${id}/accept`, token);
const reject = (id: string, reason: string, token = owner) =>
  call('PUT', `/api/bookings/${id}/reject`, token, { reason });
const locksOf = (productId: string) =>
  app.deps.db
    .selectFrom('product_availability')
    .select(['lock_type', 'booking_id'])
    .select((eb) => [
      eb.cast<string>('start_date', 'text').as('start'),
      eb.cast<string>('end_date', 'text').as('end'),
    ])
    .where('product_id', '=', productId)
    .execute();

describe('reservation list', () => {
  it('pages a type’s reservations, newest request first, with the total of all matches', async () => {
    const hotel = await insertProduct(2);
    const base = Date.now() - 100 * 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 13; i++)
      ids.push(await insertBooking(hotel, { requestedAt: new Date(base + i * 60_000) }));
    const newestFirst = [...ids].reverse();
    const first = await list('?type=2');
    expect(first.data.map((b) => b._id)).toEqual(newestFirst.slice(0, 12));
    expect(first.meta).toEqual({ total: 13, page: 1, results: 12 });
    const second = await list('?type=2&page=2');
    expect(second.data.map((b) => b._id)).toEqual(newestFirst.slice(12));
    const small = await list('?type=2&results=5&page=3');
    expect(small.data.map((b) => b._id)).toEqual(newestFirst.slice(10));
    expect(small.meta).toEqual({ total: 13, page: 3, results: 5 });
    expect((await call('GET', '/api/bookings?results=49', owner)).statusCode).toBe(400);
  });

  it('filters by status and finds a reservation number whole or by its beginning', async () => {
    const hostel = await insertProduct(3);
    const done = await insertBooking(hostel, { status: 3, no: 'HX-77001' });
    const gone = await insertBooking(hostel, { status: 0, no: 'HX-77002' });
    const waiting = await insertBooking(hostel, { status: 1, no: 'HX-78003' });
    expect((await list('?type=3&status=3')).data.map((b) => b._id)).toEqual([done]);
    expect((await list('?type=3&status=0')).data.map((b) => b._id)).toEqual([gone]);
    expect((await call('GET', `/api/bookings/${gone}`, owner)).json()).toMatchObject({
      status: 0,
      cancelled_by: 'traveler',
      reject_reason: null,
    });
    expect((await list('?type=3&status=1')).data.map((b) => b._id)).toEqual([waiting]);
    expect((await list('?code=HX-78003')).data.map((b) => b._id)).toEqual([waiting]);
    expect((await list('?code=hx-770')).data.map((b) => b._id).sort()).toEqual([done, gone].sort());
    expect((await list('?code=77001')).data).toEqual([]);
    const matched = await list('?code=HX-77&status=0');
    expect(matched.data.map((b) => b._id)).toEqual([gone]);
    expect(matched.meta).toMatchObject({ total: 1 });
  });

  it('lists the demo reservations of the company and nobody else’s', async () => {
    const demo = await list('?code=GT-');
    expect(demo.data.map((b) => b.reservation_no).sort()).toEqual(
      ['GT-240071', 'GT-240088', 'GT-240094', 'GT-240101', 'GT-240102', 'GT-240103'].sort(),
    );
    const rejected = demo.data.find((b) => b.reservation_no === 'GT-240088');
    expect(rejected).toMatchObject({ status: 0, cancelled_by: 'provider' });
    expect((await list('', other)).data).toEqual([]);
    expect((await list('', operator)).meta).toMatchObject({ total: 0 });
  });
});

describe('reservation detail', () => {
  it('answers the §3 reservation with payment, net by commission model and the product’s policy', async () => {
    const room = await insertProduct(1, { commission_model: 2 });
    const id = await insertBooking(room, {
      start: '2031-06-01',
      end: '2031-06-04',
      subtotal: 435,
      no: 'DT-1',
    });
    const requested = (
      await app.deps.db
        .selectFrom('bookings')
        .select('request_date')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).request_date;
    const res = await call('GET', `/api/bookings/${id}?language=en`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: id,
      reservation_no: 'DT-1',
      status: 1,
      product_type: 1,
      product: { _id: room, name: 'Producto 1' },
      info_user: { first_name: 'Rosa', last_name: 'Chávez', email: 'rosa@correo.gt' },
      start_date: '2031-06-01',
      end_date: '2031-06-04',
      days_to_reserve: 3,
      subtotal: 435,
      subtotal_formated: 'USD 435.00',
      subtotal_detail: '3 nights x USD 145.00',
      currency: 'USD',
      commission_model: 2,
      net: netAmount(435, 2).net,
      commission: netAmount(435, 2).fee,
      reject_reason: null,
      cancelled_by: null,
      cancellation_policies: [],
    });
    const body = res.json();
    expect(Date.parse(body.respond_by) - Date.parse(body.request_date)).toBe(24 * 60 * 60 * 1000);
    expect(Date.parse(body.request_date)).toBe(new Date(requested).getTime());
  });

  it('carries the cancellation policy the product saved, titled in the language asked', async () => {
    const casa = (await list('?code=GT-240101')).data[0]!;
    const es = (await call('GET', `/api/bookings/${casa._id}?language=es`, owner)).json();
    expect(es.cancellation_policies).toEqual([
      { _id: 'moderate', title: 'Moderada', noDays: 30, percentDiscount: 50 },
    ]);
    expect(es.product).toMatchObject({ name: 'Casa del Lago Atitlán', slug: expect.any(String) });
    expect(es.net).toBe(netAmount(435, 1).net);
  });

  it('is 404 with the spec’s message for a missing reservation', async () => {
    const res = await call('GET', `/api/bookings/${randomUUID()}`, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: NOT_FOUND });
  });
});

describe('accepting', () => {
  it('confirms a pending reservation and blocks its nights in the product’s availability', async () => {
    const product = await insertProduct(1);
    const id = await insertBooking(product, { start: '2031-07-01', end: '2031-07-05' });
    const res = await accept(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: 2 });
    // Four nights: the 1st to the 4th; the departure day, the 5th, stays free.
    expect(await locksOf(product)).toEqual([
      { lock_type: 'reserved', booking_id: id, start: '2031-07-01', end: '2031-07-04' },
    ]);
    // A same-day booking (a tour) holds its one day.
    const tour = await insertProduct(11);
    const day = await insertBooking(tour, { start: '2031-07-09', end: '2031-07-09' });
    expect((await accept(day)).statusCode).toBe(200);
    expect(await locksOf(tour)).toEqual([
      { lock_type: 'reserved', booking_id: day, start: '2031-07-09', end: '2031-07-09' },
    ]);
    expect((await accept(id)).json()).toMatchObject({ status: 409, code: 'not_pending' });
  });

  it('refuses a second reservation sharing a night, and lets the next guest arrive the day the last leaves', async () => {
    const product = await insertProduct(1);
    const first = await insertBooking(product, { start: '2031-08-10', end: '2031-08-14' });
    const sharesLastNight = await insertBooking(product, { start: '2031-08-13', end: '2031-08-16' });
    const arrivesAtDeparture = await insertBooking(product, { start: '2031-08-14', end: '2031-08-18' });
    expect((await accept(first)).statusCode).toBe(200);
    const refused = await accept(sharesLastNight);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'dates_taken' });
    expect((await call('GET', `/api/bookings/${sharesLastNight}`, owner)).json()).toMatchObject({
      status: 1,
    });
    expect((await accept(arrivesAtDeparture)).statusCode).toBe(200);
    expect((await locksOf(product)).map((l) => l.booking_id).sort()).toEqual(
      [first, arrivesAtDeparture].sort(),
    );
  });

  it('refuses days the provider blocked by hand', async () => {
    const product = await insertProduct(1);
    await app.deps.db
      .insertInto('product_availability')
      .values({
        id: randomUUID(),
        product_id: product,
        start_date: '2031-09-03',
        end_date: '2031-09-03',
        lock_type: 'blocked',
        booking_id: null,
      })
      .execute();
    const id = await insertBooking(product, { start: '2031-09-01', end: '2031-09-05' });
    expect((await accept(id)).json()).toMatchObject({ status: 409, code: 'dates_taken' });
  });

  it('lets exactly one of two overlapping reservations win when accepted at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const product = await insertProduct(1);
      const a = await insertBooking(product, { start: '2031-10-01', end: '2031-10-05' });
      const b = await insertBooking(product, { start: '2031-10-03', end: '2031-10-07' });
      const answers = await Promise.all([accept(a), accept(b)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'dates_taken' });
      const locks = await locksOf(product);
      expect(locks).toHaveLength(1);
      const winner = answers.find((r) => r.statusCode === 200)?.json();
      expect(locks[0]?.booking_id).toBe(winner._id);
    }
  });
});

describe('rejecting', () => {
  it('needs a reason, then cancels the reservation and keeps the reason', async () => {
    const product = await insertProduct(1);
    const id = await insertBooking(product);
    const noBody = await call('PUT', `/api/bookings/${id}/reject`, owner, {});
    expect(noBody.statusCode).toBe(400);
    expect((await reject(id, '    ')).json()).toMatchObject({ status: 400, field: 'reason' });
    expect((await call('GET', `/api/bookings/${id}`, owner)).json()).toMatchObject({ status: 1 });
    const res = await reject(id, '  Fechas no disponibles  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      cancelled_by: 'provider',
      reject_reason: 'Fechas no disponibles',
    });
    expect(await locksOf(product)).toEqual([]);
  });

  it('only decides pending reservations', async () => {
    const product = await insertProduct(1);
    for (const status of [0, 2, 3] as const) {
      const id = await insertBooking(product, {
        status,
        start: `2032-0${status + 1}-01`,
        end: `2032-0${status + 1}-03`,
      });
      expect((await reject(id, 'Ya no aplica')).json()).toMatchObject({ status: 409, code: 'not_pending' });
      expect((await accept(id)).json()).toMatchObject({ status: 409, code: 'not_pending' });
    }
    expect(await locksOf(product)).toEqual([]);
  });
});

describe('authorization', () => {
  it('hides a reservation from another provider and the operator on every endpoint', async () => {
    const product = await insertProduct(1);
    const id = await insertBooking(product, { no: 'AU-1' });
    for (const token of [other, operator]) {
      const read = await call('GET', `/api/bookings/${id}`, token);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ message: NOT_FOUND });
      expect((await list('?code=AU-1', token)).data).toEqual([]);
    }
    for (const decision of [await accept(id, other), await reject(id, 'No es mía', other)]) {
      expect(decision.statusCode).toBe(404);
      expect(decision.json()).toMatchObject({ message: NOT_FOUND });
    }
    // Issue 25: deciding is for product roles; the operator, who owns no products, is refused by role.
    for (const decision of [await accept(id, operator), await reject(id, 'No es mía', operator)]) {
      expect(decision.json()).toMatchObject({ status: 403, code: 'forbidden' });
    }
    expect((await call('GET', `/api/bookings/${id}`, owner)).json()).toMatchObject({ status: 1 });
    expect(await locksOf(product)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
  });
});

describe('migration 0009 (who cancelled)', () => {
  it('marks earlier cancellations with a reason as the provider’s rejections, the rest as the traveler’s', async () => {
    const product = await insertProduct(1);
    const byTraveler = await insertBooking(product, { status: 0 });
    const byProvider = await insertBooking(product);
    expect((await reject(byProvider, 'Cerrado por obras')).statusCode).toBe(200);
    const confirmed = await insertBooking(product, { status: 2 });
    // As the data stood before the column existed, then the migration again.
    // Migrations are written against an untyped database, as they see it at their time.
    const untyped = app.deps.db as unknown as Kysely<unknown>;
    await cancelledByMigration.down(untyped);
    await cancelledByMigration.up(untyped);
    const rows = await app.deps.db
      .selectFrom('bookings')
      .select(['id', 'cancelled_by'])
      .where('id', 'in', [byTraveler, byProvider, confirmed])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.cancelled_by]))).toEqual({
      [byTraveler]: 'traveler',
      [byProvider]: 'provider',
      [confirmed]: null,
    });
    // Only a cancelled reservation says who cancelled it.
    await expect(
      app.deps.db
        .updateTable('bookings')
        .set({ cancelled_by: 'traveler' })
        .where('id', '=', confirmed)
        .execute(),
    ).rejects.toThrow();
  });
});
