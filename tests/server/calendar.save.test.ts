import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptedBooking,
  addDays,
  daysOf,
  entriesOf,
  insertBlocked,
  insertImported,
} from './calendarServerFixtures.ts';
import { call, insertProduct, operator, other, owner, setUpProductApp } from './productFixtures.ts';

setUpProductApp();

interface Save {
  product_type?: number;
  start_date: string;
  end_date: string;
  lock_type: 'blocked' | 'available';
  note?: string;
  availability_id?: string | null;
}

const save = (productId: string, body: Save, token = owner) =>
  call('PUT', `/api/accommodation/availability/${productId}`, token, { product_type: 1, ...body });

const block = (productId: string, start: string, end: string, note = '') =>
  save(productId, { start_date: start, end_date: end, lock_type: 'blocked', note });

const reopen = (productId: string, start: string, end: string) =>
  save(productId, { start_date: start, end_date: end, lock_type: 'available' });

const expectTaken = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    status: 409,
    code: 'dates_taken',
    message: 'These dates overlap dates already blocked or reserved',
  });
};

describe('saveAvailability: blocking days', () => {
  it('closes the days and answers the product’s entries, which a read then shows', async () => {
    const product = await insertProduct(1);
    const res = await block(product, '2099-03-10', '2099-03-12', 'Pintura');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual([
      {
        availability_id: expect.any(String),
        start_date: '2099-03-10',
        end_date: '2099-03-12',
        note: 'Pintura',
        lock_type: 'blocked',
        booking_id: null,
        reservation_no: null,
        feed_id: null,
        feed_name: null,
        conflict: false,
      },
    ]);
    expect(await entriesOf(product)).toEqual(data);
    // One day is a range too, and the note defaults to empty.
    const oneDay = await save(product, {
      start_date: '2099-04-01',
      end_date: '2099-04-01',
      lock_type: 'blocked',
    });
    expect(oneDay.statusCode).toBe(200);
    expect(daysOf(oneDay.json().data)[1]).toEqual({
      start: '2099-04-01',
      end: '2099-04-01',
      lock: 'blocked',
      note: '',
    });
  });

  it('refuses a blocked range sharing even one day with another, and takes the day after', async () => {
    const product = await insertProduct(1);
    await insertBlocked(product, '2099-05-10', '2099-05-15');
    expectTaken(await block(product, '2099-05-15', '2099-05-20'));
    expectTaken(await block(product, '2099-05-01', '2099-05-10'));
    expectTaken(await block(product, '2099-05-12', '2099-05-12'));
    expectTaken(await block(product, '2099-05-01', '2099-05-30'));
    expect((await block(product, '2099-05-16', '2099-05-20')).statusCode).toBe(200);
    expect((await block(product, '2099-05-01', '2099-05-09')).statusCode).toBe(200);
    expect(daysOf(await entriesOf(product)).map((d) => [d.start, d.end])).toEqual([
      ['2099-05-01', '2099-05-09'],
      ['2099-05-10', '2099-05-15'],
      ['2099-05-16', '2099-05-20'],
    ]);
  });

  it('refuses the nights of a reservation, and lets the departure day be closed', async () => {
    const product = await insertProduct(1);
    const booking = await acceptedBooking(product, 10, 3);
    const lastNight = addDays(booking.end_date, -1);
    expectTaken(await block(product, lastNight, addDays(lastNight, 5)));
    expectTaken(await block(product, addDays(booking.start_date, -3), booking.start_date));
    expect((await block(product, booking.end_date, addDays(booking.end_date, 2))).statusCode).toBe(200);
    const entries = await entriesOf(product);
    expect(entries[0]).toMatchObject({
      start_date: booking.start_date,
      end_date: lastNight,
      lock_type: 'reserved',
      booking_id: booking._id,
      reservation_no: booking.reservation_no,
      conflict: false,
    });
  });

  it('lets a blocked range overlap an imported one, which names its feed and is no conflict without a reservation', async () => {
    const product = await insertProduct(1);
    const imported = await insertImported(product, '2099-07-01', '2099-07-05', 'Booking.com');
    expect((await block(product, '2099-07-03', '2099-07-08')).statusCode).toBe(200);
    const entries = await entriesOf(product);
    expect(entries[0]).toEqual({
      availability_id: imported.id,
      start_date: '2099-07-01',
      end_date: '2099-07-05',
      note: '',
      lock_type: 'blocked',
      booking_id: null,
      reservation_no: null,
      feed_id: imported.feedId,
      feed_name: 'Booking.com',
      conflict: false,
    });
  });

  it('marks an imported range sharing a night with a reservation as a conflict', async () => {
    const product = await insertProduct(1);
    const booking = await acceptedBooking(product, 20, 2);
    const lastNight = addDays(booking.end_date, -1);
    const clashing = await insertImported(product, lastNight, addDays(lastNight, 3));
    const touching = await insertImported(product, booking.end_date, addDays(booking.end_date, 2), 'Vrbo');
    const entries = await entriesOf(product);
    expect(entries.find((e) => e.availability_id === clashing.id)?.conflict).toBe(true);
    expect(entries.find((e) => e.availability_id === touching.id)?.conflict).toBe(false);
    expect(entries.find((e) => e.lock_type === 'reserved')?.conflict).toBe(false);
  });

  it('lets exactly one of two simultaneous overlapping blocks win', async () => {
    const product = await insertProduct(1);
    const results = await Promise.all([
      block(product, '2099-09-01', '2099-09-10', 'A'),
      block(product, '2099-09-10', '2099-09-20', 'B'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await entriesOf(product)).toHaveLength(1);
  });
});

describe('saveAvailability: changing a range', () => {
  it('moves a hand-blocked range and changes its note; it may overlap its own old days, not another', async () => {
    const product = await insertProduct(1);
    const moving = await insertBlocked(product, '2099-02-01', '2099-02-05', 'Antes');
    await insertBlocked(product, '2099-02-20', '2099-02-25');
    const moved = await save(product, {
      start_date: '2099-02-03',
      end_date: '2099-02-10',
      lock_type: 'blocked',
      note: 'Después',
      availability_id: moving,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data[0]).toMatchObject({
      availability_id: moving,
      start_date: '2099-02-03',
      end_date: '2099-02-10',
      note: 'Después',
    });
    expectTaken(
      await save(product, {
        start_date: '2099-02-03',
        end_date: '2099-02-20',
        lock_type: 'blocked',
        availability_id: moving,
      }),
    );
    expect(daysOf(await entriesOf(product))[0]).toMatchObject({ start: '2099-02-03', end: '2099-02-10' });
  });

  it('reopens a hand-blocked range by its id, and refuses a reservation’s, an imported or an unknown one', async () => {
    const product = await insertProduct(1);
    const blocked = await insertBlocked(product, '2099-06-01', '2099-06-03');
    const imported = await insertImported(product, '2099-06-10', '2099-06-12');
    await acceptedBooking(product, 5, 2);
    const reserved = (await entriesOf(product)).find((e) => e.lock_type === 'reserved')!;
    const byId = (id: string, lock: 'available' | 'blocked' = 'available') =>
      save(product, {
        start_date: '2099-06-01',
        end_date: '2099-06-03',
        lock_type: lock,
        availability_id: id,
      });

    const reopened = await byId(blocked);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.map((e: { availability_id: string }) => e.availability_id)).not.toContain(
      blocked,
    );

    for (const lock of ['available', 'blocked'] as const) {
      const onReserved = await byId(reserved.availability_id, lock);
      expect(onReserved.statusCode).toBe(409);
      expect(onReserved.json()).toMatchObject({ code: 'reserved_range' });
      const onImported = await byId(imported.id, lock);
      expect(onImported.statusCode).toBe(409);
      expect(onImported.json()).toMatchObject({ code: 'imported_range' });
    }
    expect((await byId(randomUUID())).statusCode).toBe(404);
    // A range of another product of the same owner is not this product's.
    const sibling = await insertProduct(1);
    const siblingRange = await insertBlocked(sibling, '2099-08-01', '2099-08-02');
    expect((await byId(siblingRange)).statusCode).toBe(404);
    expect(await entriesOf(product)).toHaveLength(2);
  });

  it('reopens days: ranges inside go, ranges across an edge are trimmed, a range across both is split', async () => {
    const product = await insertProduct(1);
    await insertBlocked(product, '2099-10-01', '2099-10-05', 'Cabeza');
    await insertBlocked(product, '2099-10-08', '2099-10-09', 'Dentro');
    await insertBlocked(product, '2099-10-12', '2099-10-20', 'Cola');
    await insertBlocked(product, '2099-11-01', '2099-11-30', 'Largo');
    await insertImported(product, '2099-10-04', '2099-10-06');
    const res = await reopen(product, '2099-10-04', '2099-10-14');
    expect(res.statusCode).toBe(200);
    const split = await reopen(product, '2099-11-10', '2099-11-12');
    expect(split.statusCode).toBe(200);
    expect(daysOf(split.json().data)).toEqual([
      { start: '2099-10-01', end: '2099-10-03', lock: 'blocked', note: 'Cabeza' },
      { start: '2099-10-04', end: '2099-10-06', lock: 'blocked', note: '' },
      { start: '2099-10-15', end: '2099-10-20', lock: 'blocked', note: 'Cola' },
      { start: '2099-11-01', end: '2099-11-09', lock: 'blocked', note: 'Largo' },
      { start: '2099-11-13', end: '2099-11-30', lock: 'blocked', note: 'Largo' },
    ]);
  });

  it('leaves a reservation’s nights when their days are reopened', async () => {
    const product = await insertProduct(1);
    const booking = await acceptedBooking(product, 30, 4);
    const res = await reopen(product, addDays(booking.start_date, -1), booking.end_date);
    expect(res.statusCode).toBe(200);
    expect(daysOf(res.json().data)).toEqual([
      { start: booking.start_date, end: addDays(booking.end_date, -1), lock: 'reserved', note: '' },
    ]);
  });
});

describe('saveAvailability: who and what', () => {
  // Issue 25: the operator owns no products; its write is refused by role (403), no longer by owner (404).
  it('is 404 for another provider, an unknown product and a restaurant (68), 403 for the operator, writing nothing', async () => {
    const product = await insertProduct(1);
    const body: Save = { start_date: '2099-01-01', end_date: '2099-01-02', lock_type: 'blocked' };
    const res = await save(product, body, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'El producto no existe' });
    expect((await save(product, body, operator)).json()).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await save(randomUUID(), body)).statusCode).toBe(404);
    expect(await entriesOf(product)).toEqual([]);

    const restaurant = await insertProduct(68);
    expect((await save(restaurant, { ...body, product_type: 68 })).statusCode).toBe(404);
    expect((await call('GET', `/api/accommodation/availability/${restaurant}/es`, owner)).statusCode).toBe(
      404,
    );
  });

  it('refuses a product_type that is not the product’s, an end before the start, impossible dates and too long ranges, never 5xx', async () => {
    const product = await insertProduct(1);
    const base: Save = { start_date: '2099-01-10', end_date: '2099-01-12', lock_type: 'blocked' };
    const cases: [Record<string, unknown>, string][] = [
      [{ product_type: 4 }, 'product_type'],
      [{ end_date: '2099-01-09' }, 'end_date'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ end_date: '2026-13-01' }, 'end_date'],
      [{ start_date: '10-01-2099' }, 'start_date'],
      [{ start_date: '0000-01-01' }, 'start_date'],
      [{ end_date: '9999-12-31' }, 'end_date'],
      [{ start_date: '2099-01-01', end_date: '2101-01-02' }, 'end_date'],
      [{ lock_type: 'reserved' }, 'lock_type'],
      [{ note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [change, field] of cases) {
      const res = await save(product, { ...base, ...change } as Save);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().field, JSON.stringify(change)).toBe(field);
    }
    // 731 days is the longest range.
    expect((await block(product, '2099-01-01', addDays('2099-01-01', 730))).statusCode).toBe(200);
    expect(await entriesOf(product)).toHaveLength(1);
  });
});
