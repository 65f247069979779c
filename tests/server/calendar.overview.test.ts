import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import {
  acceptedBooking,
  addDays,
  daysOf,
  entriesOf,
  freshProvider,
  insertBlocked,
  insertImported,
  insertOwnedProduct,
} from './calendarServerFixtures.ts';
import { app, call, insertProduct, operator, owner, setUpProductApp } from './productFixtures.ts';

setUpProductApp();

type CalendarOverview = components['schemas']['CalendarOverview'];

const today = () => new Date().toISOString().slice(0, 10);

const overview = async (token: string, query = '') => {
  const res = await call('GET', `/api/calendar${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as CalendarOverview;
};

interface Bulk {
  product_ids: string[];
  start_date: string;
  end_date: string;
  lock_type: 'blocked' | 'available';
  note?: string;
}

const bulk = (token: string, body: Bulk) => call('PUT', '/api/calendar', token, body);

describe('getCalendarOverview', () => {
  it('lists the caller’s products with a calendar by name (not their titles), each with the ranges that touch the window', async () => {
    const provider = await freshProvider();
    const cabin = await insertOwnedProduct(provider.id, 'Cabaña del Lago');
    const apartment = await insertOwnedProduct(provider.id, 'Apartamento Centro', 4);
    await insertOwnedProduct(provider.id, 'Bistró', 68);
    const before = await insertBlocked(cabin, '2099-02-20', '2099-02-28');
    const across = await insertBlocked(cabin, '2099-02-25', '2099-03-02', 'Cruza');
    const inside = await insertBlocked(apartment, '2099-03-10', '2099-03-12');
    const lastDay = await insertBlocked(apartment, '2099-03-30', '2099-04-05');
    await insertBlocked(apartment, '2099-03-31', '2099-04-05');
    const { id: imported, feedId } = await insertImported(cabin, '2099-03-15', '2099-03-16', 'Airbnb');

    const body = await overview(provider.token, '?start=2099-03-01&days=30');
    expect(body.start).toBe('2099-03-01');
    expect(body.end).toBe('2099-03-30');
    expect(body.products.map((p) => [p.name, p.product_type, p.status])).toEqual([
      ['Apartamento Centro', 4, 'hidden'],
      ['Cabaña del Lago', 1, 'hidden'],
    ]);
    const [first, second] = body.products;
    expect(first!.ranges.map((r) => r.availability_id)).toEqual([inside, lastDay]);
    expect(second!.ranges.map((r) => r.availability_id)).toEqual([across, imported]);
    expect(second!.ranges[0]).toMatchObject({
      start_date: '2099-02-25',
      end_date: '2099-03-02',
      note: 'Cruza',
    });
    expect(second!.ranges[1]).toMatchObject({ feed_id: feedId, feed_name: 'Airbnb', conflict: false });
    expect(JSON.stringify(body)).not.toContain(before);
  });

  it('gives a hotel’s rooms one after another in the hotel’s place, each with its hotel; the hotel has no row', async () => {
    const provider = await freshProvider();
    await insertOwnedProduct(provider.id, 'Zafiro');
    const hotel = await insertOwnedProduct(provider.id, 'Hotel Casa Vieja', 2);
    const suite = await insertOwnedProduct(provider.id, 'Suite', 14, hotel);
    const double = await insertOwnedProduct(provider.id, 'Doble', 14, hotel);
    await insertOwnedProduct(provider.id, 'Apartamento Centro', 4);
    const hostel = await insertOwnedProduct(provider.id, 'Hostal', 3);
    const dorm = await insertOwnedProduct(provider.id, 'Dormitorio', 19, hostel);

    const body = await overview(provider.token, '?start=2099-03-01&days=7');
    expect(body.products.map((p) => [p.name, p.product_type, p.property_id, p.property_name])).toEqual([
      ['Apartamento Centro', 4, null, null],
      ['Dormitorio', 19, hostel, 'Hostal'],
      ['Doble', 14, hotel, 'Hotel Casa Vieja'],
      ['Suite', 14, hotel, 'Hotel Casa Vieja'],
      ['Zafiro', 1, null, null],
    ]);

    // Days are blocked on a room, never on its hotel; a clash names the room with its hotel.
    const week = { start_date: '2099-03-02', end_date: '2099-03-04', lock_type: 'blocked' as const };
    expect((await bulk(provider.token, { ...week, product_ids: [hotel, suite] })).statusCode).toBe(404);
    expect((await bulk(provider.token, { ...week, product_ids: [suite, dorm] })).statusCode).toBe(200);
    const clash = await bulk(provider.token, { ...week, product_ids: [double, suite] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().conflicts.map((c: { name: string }) => c.name)).toEqual(['Hotel Casa Vieja · Suite']);
  });

  it('starts today with 30 days by default, and refuses a window of 0 or more than 62 days or a bad start', async () => {
    const provider = await freshProvider();
    await insertOwnedProduct(provider.id, 'Casa');
    const body = await overview(provider.token);
    expect(body.start).toBe(today());
    expect(body.end).toBe(addDays(today(), 29));
    expect((await overview(provider.token, '?start=2099-01-01&days=62')).end).toBe('2099-03-03');
    for (const query of [
      '?days=0',
      '?days=63',
      '?start=2026-02-30',
      '?start=hoy',
      '?start=2999-12-01&days=62',
    ]) {
      const res = await call('GET', `/api/calendar${query}`, provider.token);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows nothing of other providers, and marks a reservation and a conflicting import', async () => {
    const provider = await freshProvider();
    const house = await insertOwnedProduct(provider.id, 'Casa');
    await insertProduct(1);
    const booking = await acceptedBooking(house, 3, 2, provider);
    await insertImported(house, booking.start_date, booking.start_date);
    const body = await overview(provider.token, `?start=${today()}`);
    expect(body.products.map((p) => p.product_id)).toEqual([house]);
    expect(body.products[0]!.ranges.map((r) => [r.lock_type, r.reservation_no, r.conflict])).toEqual([
      // Same first day: the shorter range first.
      ['blocked', null, true],
      ['reserved', booking.reservation_no, false],
    ]);
    // The operator has no products of their own: the overview is a provider's.
    expect((await overview(operator)).products).toEqual([]);
  });
});

describe('saveCalendarRanges', () => {
  it('blocks the same days on every product, then reopens them on every product', async () => {
    const provider = await freshProvider();
    const a = await insertOwnedProduct(provider.id, 'A');
    const b = await insertOwnedProduct(provider.id, 'B', 5);
    await insertBlocked(b, '2099-05-01', '2099-05-20', 'Largo');
    const blocked = await bulk(provider.token, {
      product_ids: [a],
      start_date: '2099-05-21',
      end_date: '2099-05-25',
      lock_type: 'blocked',
      note: 'Feriado',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ updated: 1 });
    const both = await bulk(provider.token, {
      product_ids: [a, b],
      start_date: '2099-06-01',
      end_date: '2099-06-03',
      lock_type: 'blocked',
    });
    expect(both.json()).toEqual({ updated: 2 });
    expect(daysOf(await entriesOf(a, provider.token))).toEqual([
      { start: '2099-05-21', end: '2099-05-25', lock: 'blocked', note: 'Feriado' },
      { start: '2099-06-01', end: '2099-06-03', lock: 'blocked', note: '' },
    ]);

    const reopened = await bulk(provider.token, {
      product_ids: [a, b],
      start_date: '2099-05-10',
      end_date: '2099-05-22',
      lock_type: 'available',
    });
    expect(reopened.json()).toEqual({ updated: 2 });
    expect(daysOf(await entriesOf(a, provider.token))[0]).toMatchObject({
      start: '2099-05-23',
      end: '2099-05-25',
    });
    expect(daysOf(await entriesOf(b, provider.token))[0]).toMatchObject({
      start: '2099-05-01',
      end: '2099-05-09',
    });
    // Days with nothing to reopen change no product.
    const nothing = await bulk(provider.token, {
      product_ids: [a, b],
      start_date: '2099-08-01',
      end_date: '2099-08-02',
      lock_type: 'available',
    });
    expect(nothing.json()).toEqual({ updated: 0 });
  });

  it('writes nothing when any product clashes, and names every clash with its product and reservation', async () => {
    const provider = await freshProvider();
    const free = await insertOwnedProduct(provider.id, 'Libre');
    const handBlocked = await insertOwnedProduct(provider.id, 'Cerrada');
    const booked = await insertOwnedProduct(provider.id, 'Reservada');
    const importedOnly = await insertOwnedProduct(provider.id, 'Importada');
    await insertBlocked(handBlocked, addDays(today(), 5), addDays(today(), 6));
    const booking = await acceptedBooking(booked, 4, 3, provider);
    await insertImported(importedOnly, addDays(today(), 1), addDays(today(), 20));

    const res = await bulk(provider.token, {
      product_ids: [free, handBlocked, booked, importedOnly],
      start_date: addDays(today(), 1),
      end_date: addDays(today(), 10),
      lock_type: 'blocked',
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      status: 409,
      code: 'dates_taken',
      message: 'These dates overlap dates already blocked or reserved',
    });
    expect(
      [...body.conflicts].sort((x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name)),
    ).toEqual([
      {
        product_id: handBlocked,
        name: 'Cerrada',
        start_date: addDays(today(), 5),
        end_date: addDays(today(), 6),
        lock_type: 'blocked',
        reservation_no: null,
      },
      {
        product_id: booked,
        name: 'Reservada',
        start_date: booking.start_date,
        end_date: addDays(booking.end_date, -1),
        lock_type: 'reserved',
        reservation_no: booking.reservation_no,
      },
    ]);
    expect(await entriesOf(free, provider.token)).toEqual([]);
    expect(await entriesOf(importedOnly, provider.token)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous bulk blocks of the same products win, in whichever order they list them', async () => {
    const provider = await freshProvider();
    const a = await insertOwnedProduct(provider.id, 'A');
    const b = await insertOwnedProduct(provider.id, 'B');
    const days = { start_date: '2099-04-01', end_date: '2099-04-03', lock_type: 'blocked' as const };
    const results = await Promise.all([
      bulk(provider.token, { product_ids: [a, b], ...days }),
      bulk(provider.token, { product_ids: [b, a], ...days }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await entriesOf(a, provider.token)).toHaveLength(1);
    expect(await entriesOf(b, provider.token)).toHaveLength(1);
  });

  it('is 404 and writes nothing when any product is another provider’s, unknown or a restaurant', async () => {
    const provider = await freshProvider();
    const mine = await insertOwnedProduct(provider.id, 'Mía');
    const restaurant = await insertOwnedProduct(provider.id, 'Comedor', 68);
    const someoneElses = await insertProduct(1);
    for (const intruder of [someoneElses, randomUUID(), restaurant]) {
      for (const lock_type of ['blocked', 'available'] as const) {
        const res = await bulk(provider.token, {
          product_ids: [mine, intruder],
          start_date: '2099-01-01',
          end_date: '2099-01-05',
          lock_type,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
    }
    expect(await entriesOf(mine, provider.token)).toEqual([]);
    expect(await entriesOf(someoneElses, owner)).toEqual([]);
  });

  it('refuses an empty, repeated or too long list and bad days, never 5xx', async () => {
    const provider = await freshProvider();
    const mine = await insertOwnedProduct(provider.id, 'Mía');
    const base: Bulk = {
      product_ids: [mine],
      start_date: '2099-01-01',
      end_date: '2099-01-05',
      lock_type: 'blocked',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ product_ids: [] }, 'product_ids'],
      [{ product_ids: [mine, mine] }, 'product_ids'],
      [{ product_ids: Array.from({ length: 501 }, () => randomUUID()) }, 'product_ids'],
      [{ end_date: '2098-12-31' }, 'end_date'],
      [{ start_date: '2099-02-29' }, 'start_date'],
      [{ end_date: '2102-01-01' }, 'end_date'],
      [{ note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [change, field] of cases) {
      const res = await bulk(provider.token, { ...base, ...change } as Bulk);
      expect(res.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(res.json().field, JSON.stringify(change).slice(0, 80)).toBe(field);
    }
    expect(await entriesOf(mine, provider.token)).toEqual([]);
  });
});

describe('getCalendarConflicts', () => {
  it('lists imported ranges sharing a night with a reservation, today onward, of the caller’s products only', async () => {
    const provider = await freshProvider();
    const house = await insertOwnedProduct(provider.id, 'Casa');
    const cabin = await insertOwnedProduct(provider.id, 'Cabaña');
    const booking = await acceptedBooking(house, 6, 3, provider);
    const clash = await insertImported(
      house,
      addDays(booking.end_date, -1),
      addDays(booking.end_date, 4),
      'Vrbo',
    );
    // The departure day is free: a feed starting then is no conflict.
    await insertImported(cabin, booking.end_date, addDays(booking.end_date, 2));
    await insertImported(house, booking.end_date, addDays(booking.end_date, 2));

    const res = await call('GET', '/api/calendar/conflicts', provider.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          product_id: house,
          name: 'Casa',
          feed_id: clash.feedId,
          feed_name: 'Vrbo',
          start_date: addDays(booking.end_date, -1),
          end_date: addDays(booking.end_date, 4),
          booking_id: booking._id,
          reservation_no: booking.reservation_no,
        },
      ],
    });
    const others = await call('GET', '/api/calendar/conflicts', owner);
    expect(JSON.stringify(others.json())).not.toContain(house);
  });

  it('leaves out a conflict that ended before today', async () => {
    const provider = await freshProvider();
    const house = await insertOwnedProduct(provider.id, 'Casa');
    const booking = await acceptedBooking(house, 2, 1, provider);
    // A past reservation, as data from earlier days would leave it.
    await insertImported(house, booking.start_date, booking.start_date);
    expect((await call('GET', '/api/calendar/conflicts', provider.token)).json().data).toHaveLength(1);
    const yesterday = addDays(today(), -1);
    await app.deps.db
      .updateTable('product_availability')
      .set({ start_date: addDays(yesterday, -2), end_date: yesterday })
      .where('product_id', '=', house)
      .execute();
    expect((await call('GET', '/api/calendar/conflicts', provider.token)).json().data).toEqual([]);
  });
});
