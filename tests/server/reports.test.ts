import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCancelledBy, BookingStatus } from '../../server/db/schema.ts';
import { bearer, loginAs, newAccount, startTestApp, type TestApp } from './testApp.ts';

/*
 * Reports (issue 32) against hand-computed figures. A provider of this file's own gets hand-made reservations with
 * known dates, amounts, models and answers; every figure below is worked out in the comments beside it. The range is
 * January to March 2025 (UTC): 31 + 28 + 31 = 90 days. Another provider's reservations in the same range must never
 * count.
 */

let app: TestApp;
let token: string;
let otherToken: string;
let operatorToken: string;
let providerId: string;

const ids = { casa: '', hotel: '', room: '', tour: '', foreign: '' };

const RANGE = 'from=2025-01-01&to=2025-03-31';

const get = (url: string, as = token) => app.inject({ method: 'GET', url, headers: bearer(as) });

async function insertProduct(owner: string, type: number, name: string, fields: object = {}) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({ id, provider_id: owner, product_type: type, name, updated_at: new Date(), ...fields })
    .execute();
  return id;
}

interface Booked {
  status: BookingStatus;
  requested: string;
  decided?: string;
  start: string;
  end: string;
  subtotal: number;
  model?: 1 | 2;
  adult?: number;
  children?: number;
  reason?: string;
  cancelledBy?: BookingCancelledBy;
}

async function book(owner: string, productId: string, b: Booked) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('bookings')
    .values({
      id,
      provider_id: owner,
      product_id: productId,
      reservation_no: `R-${id.slice(0, 8)}`,
      status: b.status,
      traveler: JSON.stringify({ first_name: 'Rosa', last_name: 'Chávez', email: 'rosa@correo.gt' }),
      start_date: b.start,
      end_date: b.end,
      request_date: new Date(b.requested),
      decided_at: b.decided ? new Date(b.decided) : null,
      subtotal: b.subtotal,
      currency: 'USD',
      adult: b.adult ?? 1,
      children: b.children ?? 0,
      commission_model: b.model ?? null,
      reject_reason: b.reason ?? null,
      cancelled_by: b.status === 0 ? (b.cancelledBy ?? 'provider') : null,
    })
    .execute();
}

beforeAll(async () => {
  app = await startTestApp();
  const provider = await newAccount(app, { role: 2, category: 'company' });
  const other = await newAccount(app, { role: 2, category: 'company' });
  providerId = provider.id;
  token = provider.token;
  otherToken = other.token;
  operatorToken = await loginAs(app, 'soporte@demo.gt');

  ids.casa = await insertProduct(providerId, 1, 'Casa del Lago', { commission_model: 1 });
  ids.hotel = await insertProduct(providerId, 2, 'Hotel Sol', { commission_model: 2 });
  ids.room = await insertProduct(providerId, 14, 'Doble', { commission_model: 2, parent_id: ids.hotel });
  // A name a spreadsheet would run: the CSV must neutralise it.
  ids.tour = await insertProduct(providerId, 11, '@Tour volcán', { commission_model: 2 });
  ids.foreign = await insertProduct(other.id, 1, 'Casa ajena');

  // B1 casa: asked 5 Jan, answered in 2 h, completed, model 1, USD 435, nights 30 Jan–1 Feb (3).
  await book(providerId, ids.casa, {
    status: 3,
    requested: '2025-01-05T10:00:00Z',
    decided: '2025-01-05T12:00:00Z',
    start: '2025-01-30',
    end: '2025-02-02',
    subtotal: 435,
    model: 1,
    adult: 2,
  });
  // B2 casa: asked 10 Jan, answered in 30 h (late), confirmed, no model kept (the product's 1), USD 110, 10–11 Feb.
  await book(providerId, ids.casa, {
    status: 2,
    requested: '2025-01-10T00:00:00Z',
    decided: '2025-01-11T06:00:00Z',
    start: '2025-02-10',
    end: '2025-02-12',
    subtotal: 110,
  });
  // B3 room: asked 1 Feb, 1 h, confirmed, model 2, USD 230, nights 30 Mar–1 Apr (2 inside the range).
  await book(providerId, ids.room, {
    status: 2,
    requested: '2025-02-01T08:00:00Z',
    decided: '2025-02-01T09:00:00Z',
    start: '2025-03-30',
    end: '2025-04-02',
    subtotal: 230,
    model: 2,
  });
  // B4 tour: asked 14 Feb, 4 h, confirmed, model 2, USD 115, the departure of 5 Mar for 2 adults and a child.
  await book(providerId, ids.tour, {
    status: 2,
    requested: '2025-02-14T00:00:00Z',
    decided: '2025-02-14T04:00:00Z',
    start: '2025-03-05',
    end: '2025-03-05',
    subtotal: 115,
    model: 2,
    adult: 2,
    children: 1,
  });
  // B5 casa: asked 20 Feb, rejected in 10 h.
  await book(providerId, ids.casa, {
    status: 0,
    requested: '2025-02-20T00:00:00Z',
    decided: '2025-02-20T10:00:00Z',
    start: '2025-04-10',
    end: '2025-04-12',
    subtotal: 200,
    reason: ' Fechas ocupadas ',
  });
  // B6 room: asked 2 Mar, rejected in exactly 24 h (inside the window), the same reason in other capitals.
  await book(providerId, ids.room, {
    status: 0,
    requested: '2025-03-02T00:00:00Z',
    decided: '2025-03-03T00:00:00Z',
    start: '2025-04-10',
    end: '2025-04-12',
    subtotal: 200,
    reason: 'fechas ocupadas',
  });
  // B7 tour: asked 10 Mar, rejected in 2 h with a reason a spreadsheet would run.
  await book(providerId, ids.tour, {
    status: 0,
    requested: '2025-03-10T00:00:00Z',
    decided: '2025-03-10T02:00:00Z',
    start: '2025-03-20',
    end: '2025-03-20',
    subtotal: 115,
    reason: '=HYPERLINK("http://x")',
  });
  // B8 casa: asked 15 Mar, cancelled by the traveler before any answer.
  await book(providerId, ids.casa, {
    status: 0,
    requested: '2025-03-15T00:00:00Z',
    start: '2025-03-20',
    end: '2025-03-22',
    subtotal: 300,
    cancelledBy: 'traveler',
  });
  // B9 casa: asked 20 Mar, still pending.
  await book(providerId, ids.casa, {
    status: 1,
    requested: '2025-03-20T00:00:00Z',
    start: '2025-03-25',
    end: '2025-03-27',
    subtotal: 200,
  });
  // B10 casa: asked one second before the range (not counted by request), confirmed, model 1, USD 100; its nights
  // 3–4 Jan are inside the range, so occupancy counts them.
  await book(providerId, ids.casa, {
    status: 2,
    requested: '2024-12-31T23:59:59Z',
    decided: '2025-01-01T01:00:00Z',
    start: '2025-01-03',
    end: '2025-01-05',
    subtotal: 100,
    model: 1,
  });
  // B11 casa: asked at the first instant after the range: not counted.
  await book(providerId, ids.casa, {
    status: 1,
    requested: '2025-04-01T00:00:00Z',
    start: '2025-04-20',
    end: '2025-04-22',
    subtotal: 200,
  });
  // Another provider's reservations in the same range, of every kind that counts: never in the figures above.
  for (const status of [1, 2, 3] as const) {
    await book(other.id, ids.foreign, {
      status,
      requested: '2025-02-10T00:00:00Z',
      decided: status === 1 ? undefined : '2025-02-10T01:00:00Z',
      start: '2025-02-15',
      end: '2025-02-20',
      subtotal: 999,
      model: 1,
    });
  }
});

afterAll(async () => {
  await app?.close();
});

describe('the reports of a provider', () => {
  it('counts reservations per month of their request, by status', async () => {
    const res = await get(`/api/reports/bookings?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().months).toEqual([
      // January: B1 completed, B2 confirmed (B10 was asked in December).
      { month: '2025-01', requested: 2, pending: 0, confirmed: 1, completed: 1, rejected: 0, cancelled: 0 },
      // February: B3 and B4 confirmed, B5 rejected.
      { month: '2025-02', requested: 3, pending: 0, confirmed: 2, completed: 0, rejected: 1, cancelled: 0 },
      // March: B6 and B7 rejected, B8 cancelled by the traveler, B9 pending (B11 was asked in April).
      { month: '2025-03', requested: 4, pending: 1, confirmed: 0, completed: 0, rejected: 2, cancelled: 1 },
    ]);
  });

  it('splits revenue per month and commission model as netAmount does', async () => {
    const res = await get(`/api/reports/revenue?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.months).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(body.rows).toEqual([
      // Model 1 (÷ 1.10): B1 43500 ¢ → net round(39545.45) = 39545, fee 3955; B2 11000 ¢ → net 10000, fee 1000.
      // Gross 545.00, commission 49.55, net 495.45.
      {
        month: '2025-01',
        commission_model: 1,
        currency: 'USD',
        bookings: 2,
        gross: 545,
        commission: 49.55,
        net: 495.45,
      },
      // Model 2 (÷ 1.15): B3 23000 ¢ → net 20000, fee 3000; B4 11500 ¢ → net 10000, fee 1500. 345 = 45 + 300.
      {
        month: '2025-02',
        commission_model: 2,
        currency: 'USD',
        bookings: 2,
        gross: 345,
        commission: 45,
        net: 300,
      },
    ]);
    // 545 + 345 = 890; 49.55 + 45 = 94.55; 495.45 + 300 = 795.45.
    expect(body.totals).toEqual([
      { currency: 'USD', bookings: 4, gross: 890, commission: 94.55, net: 795.45 },
    ]);
  });

  it('counts occupancy per product and month: nights for stays and rooms, departures for tours', async () => {
    const res = await get(`/api/reports/occupancy?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as {
      product_id: string;
      product: string;
      month: string;
      unit: string;
      days: number;
      booked: number;
      bookings: number;
      people: number;
      occupancy: number | null;
    }[];
    const of = (product: string, month: string) => {
      const row = rows.find((r) => r.product_id === product && r.month === month);
      if (!row) throw new Error(`no row ${product} ${month}`);
      return row;
    };
    // Casa, hotel room and tour × three months; the hotel has no calendar (its room is what is booked).
    expect(rows).toHaveLength(9);
    expect(rows.some((r) => r.product_id === ids.hotel || r.product_id === ids.foreign)).toBe(false);
    expect(of(ids.room, '2025-03').product).toBe('Hotel Sol · Doble');
    // Casa, January: B10's nights 3 and 4 Jan, B1's 30 and 31 Jan: 4 of 31; two reservations, 1 + 2 people.
    expect(of(ids.casa, '2025-01')).toMatchObject({
      unit: 'nights',
      days: 31,
      booked: 4,
      bookings: 2,
      people: 3,
    });
    expect(of(ids.casa, '2025-01').occupancy).toBeCloseTo(4 / 31, 10);
    // February: B1's night of 1 Feb and B2's 10 and 11 Feb: 3 of 28.
    expect(of(ids.casa, '2025-02')).toMatchObject({ days: 28, booked: 3, bookings: 2 });
    expect(of(ids.casa, '2025-02').occupancy).toBeCloseTo(3 / 28, 10);
    // March: B8 was cancelled and B9 is pending: nothing booked.
    expect(of(ids.casa, '2025-03')).toMatchObject({ booked: 0, bookings: 0, occupancy: 0 });
    // The room: B3's nights 30 and 31 Mar (1 Apr is outside the range): 2 of 31.
    expect(of(ids.room, '2025-03')).toMatchObject({ unit: 'nights', booked: 2, bookings: 1 });
    expect(of(ids.room, '2025-03').occupancy).toBeCloseTo(2 / 31, 10);
    expect(of(ids.room, '2025-02')).toMatchObject({ booked: 0, occupancy: 0 });
    // The tour: one departure day (5 Mar) with B4's 3 people; B7 was rejected. No rate for departures.
    expect(of(ids.tour, '2025-03')).toMatchObject({
      unit: 'departures',
      days: 31,
      booked: 1,
      bookings: 1,
      people: 3,
      occupancy: null,
    });
    expect(of(ids.tour, '2025-01')).toMatchObject({ booked: 0, bookings: 0, people: 0, occupancy: null });
  });

  it('counts only the days of a month inside the range', async () => {
    // 15 Jan – 10 Feb: January's 17 days (15–31) and February's 10. Casa: B1's 30 and 31 Jan; 1 Feb and B2's 10 Feb.
    const res = await get(`/api/reports/occupancy?from=2025-01-15&to=2025-02-10&product=${ids.casa}`);
    expect(res.statusCode).toBe(200);
    const [january, february] = res.json().rows;
    expect(january).toMatchObject({ month: '2025-01', days: 17, booked: 2 });
    expect(february).toMatchObject({ month: '2025-02', days: 10, booked: 2 });
  });

  it('measures the time to answer per month: median, 90th percentile and within the window', async () => {
    const res = await get(`/api/reports/response-time?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.window_hours).toBe(24);
    const [january, february, march] = body.months;
    // January: 2 h and 30 h. Median (2 + 30) / 2 = 16; p90 = 2 + 0.9 × 28 = 27.2; only the 2 h within 24 h.
    expect(january).toMatchObject({ month: '2025-01', answered: 2, answered_in_window: 1, pending: 0 });
    expect(january.median_hours).toBeCloseTo(16, 6);
    expect(january.p90_hours).toBeCloseTo(27.2, 6);
    // February: 1, 4 and 10 h. Median 4; p90 at position 0.9 × 2 = 1.8: 4 + 0.8 × 6 = 8.8.
    expect(february).toMatchObject({ month: '2025-02', answered: 3, answered_in_window: 3, pending: 0 });
    expect(february.median_hours).toBeCloseTo(4, 6);
    expect(february.p90_hours).toBeCloseTo(8.8, 6);
    // March: 24 h (inside, the window's own length) and 2 h; B8 was never answered, B9 waits.
    // Median (2 + 24) / 2 = 13; p90 = 2 + 0.9 × 22 = 21.8.
    expect(march).toMatchObject({ month: '2025-03', answered: 2, answered_in_window: 2, pending: 1 });
    expect(march.median_hours).toBeCloseTo(13, 6);
    expect(march.p90_hours).toBeCloseTo(21.8, 6);
  });

  it('counts rejections and cancellations per month and ranks the reasons', async () => {
    const res = await get(`/api/reports/cancellations?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.months).toEqual([
      { month: '2025-01', requested: 2, rejected: 0, cancelled: 0 },
      { month: '2025-02', requested: 3, rejected: 1, cancelled: 0 },
      { month: '2025-03', requested: 4, rejected: 2, cancelled: 1 },
    ]);
    // B5's " Fechas ocupadas " and B6's "fechas ocupadas" are one reason, as B6 (the latest) wrote it.
    expect(body.reasons).toEqual([
      { reason: 'fechas ocupadas', count: 2 },
      { reason: '=HYPERLINK("http://x")', count: 1 },
    ]);
  });

  it('sums the range for the cards', async () => {
    const res = await get(`/api/reports/summary?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 2 + 3 + 4 requested; B9 pending; B1–B4 confirmed or completed; B5–B7 rejected; B8 cancelled.
    // Answered B1–B7, all within 24 h but B2's 30 h. Hours sorted 1, 2, 2, 4, 10, 24, 30: median 4.
    expect(body).toMatchObject({
      requested: 9,
      pending: 1,
      confirmed: 4,
      rejected: 3,
      cancelled: 1,
      answered: 7,
      answered_in_window: 6,
      revenue: [{ currency: 'USD', bookings: 4, gross: 890, commission: 94.55, net: 795.45 }],
    });
    expect(body.median_response_hours).toBeCloseTo(4, 6);
    // Nights sold by the casa (4 + 3 + 0) and the room (0 + 0 + 2) over two products × 90 days: 9 / 180.
    expect(body.occupancy).toBeCloseTo(0.05, 10);
  });

  it('filters by product: a hotel counts its rooms', async () => {
    const bookings = (await get(`/api/reports/bookings?${RANGE}&product=${ids.hotel}`)).json();
    // B3 (February, confirmed) and B6 (March, rejected) are the room's.
    expect(bookings.months.map((m: { requested: number }) => m.requested)).toEqual([0, 1, 1]);
    const summary = (await get(`/api/reports/summary?${RANGE}&product=${ids.hotel}`)).json();
    // B3: 23000 ¢ ÷ 1.15 = 20000 net, 3000 fee. The room's 2 nights of 90 days.
    expect(summary).toMatchObject({
      requested: 2,
      confirmed: 1,
      rejected: 1,
      revenue: [{ currency: 'USD', bookings: 1, gross: 230, commission: 30, net: 200 }],
    });
    expect(summary.occupancy).toBeCloseTo(2 / 90, 10);
    const occupancy = (await get(`/api/reports/occupancy?${RANGE}&product=${ids.hotel}`)).json();
    expect(new Set(occupancy.rows.map((r: { product_id: string }) => r.product_id))).toEqual(
      new Set([ids.room]),
    );
    const casa = (await get(`/api/reports/bookings?${RANGE}&product=${ids.casa}`)).json();
    // Casa: B1, B2 in January; B5 in February; B8, B9 in March.
    expect(casa.months.map((m: { requested: number }) => m.requested)).toEqual([2, 1, 2]);
  });

  it('offers the provider’s own products to filter by', async () => {
    const res = await get('/api/reports/products');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { name: string }) => p.name);
    expect(new Set(names)).toEqual(
      new Set(['@Tour volcán', 'Casa del Lago', 'Hotel Sol', 'Hotel Sol · Doble']),
    );
  });

  it('answers 404 for another provider’s product, and the other provider sees none of these figures', async () => {
    for (const report of ['summary', 'bookings', 'revenue', 'occupancy', 'response-time', 'cancellations']) {
      const res = await get(`/api/reports/${report}?${RANGE}&product=${ids.foreign}`);
      expect(res.statusCode, report).toBe(404);
      expect(res.json().message).toBe('El producto no existe');
    }
    expect((await get(`/api/reports/csv/bookings?${RANGE}&product=${ids.foreign}`)).statusCode).toBe(404);
    // The other provider's product filtered by this provider's product: also 404, and their own figures are theirs.
    expect((await get(`/api/reports/bookings?${RANGE}&product=${ids.casa}`, otherToken)).statusCode).toBe(
      404,
    );
    const theirs = (await get(`/api/reports/summary?${RANGE}`, otherToken)).json();
    expect(theirs).toMatchObject({ requested: 3, pending: 1, confirmed: 2, rejected: 0 });
  });

  it('refuses malformed filters with 400, never 5xx', async () => {
    const refused = [
      '/api/reports/bookings',
      '/api/reports/bookings?from=2025-01-01',
      '/api/reports/bookings?from=2025-13-01&to=2025-12-31',
      '/api/reports/bookings?from=2025-02-30&to=2025-03-01',
      '/api/reports/bookings?from=enero&to=2025-03-01',
      '/api/reports/bookings?from=2025-03-01&to=2025-02-28',
      // 1 Jan 2025 to 2 Jan 2028 is 1097 days counting both ends: one more than three years and a leap day.
      '/api/reports/bookings?from=2025-01-01&to=2028-01-02',
      '/api/reports/bookings?from=1800-01-01&to=1800-02-01',
      `/api/reports/bookings?${RANGE}&product=`,
      `/api/reports/bookings?${RANGE}&product=${'x'.repeat(65)}`,
      `/api/reports/csv/everything?${RANGE}`,
      `/api/reports/csv/bookings?${RANGE}&language=fr`,
    ];
    for (const url of refused) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
    const reversed = (await get('/api/reports/summary?from=2025-03-01&to=2025-02-28')).json();
    expect(reversed.field).toBe('to');
    // Three years and a leap day (1095 + 1 days) is the longest range.
    expect((await get('/api/reports/bookings?from=2025-01-01&to=2028-01-01')).statusCode).toBe(200);
  });

  it('is the product owners’ only', async () => {
    expect((await get(`/api/reports/summary?${RANGE}`, operatorToken)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/reports/summary?${RANGE}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the CSV export', () => {
  const csvOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The UTF-8 byte order mark, so spreadsheet apps read "volcán" and "Días" as written.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(res.rawPayload, { bom: true }) as string[][];
    return { res, header: records[0], rows: records.slice(1) };
  };

  it('gives the bookings table with its header, named after the range', async () => {
    const { res, header, rows } = await csvOf(`/api/reports/csv/bookings?${RANGE}`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reservas-2025-01-01_2025-03-31.csv"',
    );
    expect(header).toEqual([
      'Mes',
      'Solicitadas',
      'Por confirmar',
      'Confirmadas',
      'Completadas',
      'Rechazadas',
      'Canceladas por el viajero',
    ]);
    const json = (await get(`/api/reports/bookings?${RANGE}`)).json();
    expect(rows).toEqual(
      json.months.map((m: Record<string, number | string>) =>
        [m.month, m.requested, m.pending, m.confirmed, m.completed, m.rejected, m.cancelled].map(String),
      ),
    );
  });

  it('writes the header in English when asked', async () => {
    const { res, header } = await csvOf(`/api/reports/csv/revenue?${RANGE}&language=en`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="revenue-2025-01-01_2025-03-31.csv"',
    );
    expect(header).toEqual([
      'Month',
      'Commission model',
      'Currency',
      'Bookings',
      'Gross',
      'Commission',
      'Net',
    ]);
  });

  it('has the same numbers as the JSON for revenue and occupancy', async () => {
    const revenue = await csvOf(`/api/reports/csv/revenue?${RANGE}`);
    expect(revenue.rows).toEqual([
      ['2025-01', '1', 'USD', '2', '545', '49.55', '495.45'],
      ['2025-02', '2', 'USD', '2', '345', '45', '300'],
    ]);
    const occupancy = await csvOf(`/api/reports/csv/occupancy?${RANGE}`);
    const json = (await get(`/api/reports/occupancy?${RANGE}`)).json();
    expect(occupancy.rows).toHaveLength(json.rows.length);
    for (const [i, row] of json.rows.entries()) {
      const line = occupancy.rows[i] ?? [];
      expect(Number(line[3]), `days ${i}`).toBe(row.days);
      expect(Number(line[4]), `booked ${i}`).toBe(row.booked);
      expect(line[7], `occupancy ${i}`).toBe(row.occupancy === null ? '' : String(row.occupancy));
    }
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const reasons = await csvOf(`/api/reports/csv/rejection-reasons?${RANGE}`);
    expect(reasons.header).toEqual(['Motivo', 'Veces']);
    expect(reasons.rows).toEqual([
      ['fechas ocupadas', '2'],
      [`'=HYPERLINK("http://x")`, '1'],
    ]);
    const occupancy = await csvOf(`/api/reports/csv/occupancy?${RANGE}&product=${ids.tour}`);
    expect(new Set(occupancy.rows.map((row) => row[0]))).toEqual(new Set(["'@Tour volcán"]));
  });

  it('exports response time and cancellations too', async () => {
    const response = await csvOf(`/api/reports/csv/response-time?${RANGE}`);
    expect(response.rows[0]).toEqual(['2025-01', '2', '1', '16', '27.2', '0']);
    const cancellations = await csvOf(`/api/reports/csv/cancellations?${RANGE}`);
    expect(cancellations.rows).toEqual([
      ['2025-01', '2', '0', '0'],
      ['2025-02', '3', '1', '0'],
      ['2025-03', '4', '2', '1'],
    ]);
  });
});
