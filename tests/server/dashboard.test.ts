import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CommissionModel, netAmount } from '../../machines/netAmount.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { DEMO_SCANS, DEMO_VIEWS } from '../../server/db/seedDashboard.ts';
import { FORBIDDEN } from '../../server/http/access.ts';
import {
  app,
  call,
  insertProduct,
  newProvider,
  operator,
  other,
  owner,
  setUpProductApp,
} from './productFixtures.ts';
import { createTestAccount, loginAs, newAccount } from './testApp.ts';

/*
 * The demo company's figures are read as seeded: a test that moves figures (reservations accepted, views and
 * scans reported, conversations opened) moves those of a provider of its own (newProvider).
 */
setUpProductApp();

const STATS = '/users/business-stats';

interface Stats {
  total_scans: number;
  views: number;
  inquiries: number;
  bookings: number;
  commissions: number;
  promotion_code: string;
}

async function statsOf(token: string): Promise<Stats> {
  const res = await call('GET', STATS, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const report = (payload: object, token = operator) => call('POST', '/api/dashboard/events', token, payload);

/** Whole cents, so sums of fees compare exactly. */
const cents = (usd: number) => Math.round(usd * 100);

/** A reservation to be confirmed of `productId`, made as the marketplace makes them; answers id and price. */
async function simulateBooking(productId: string, provider: string) {
  const res = await call('POST', '/api/simulate/bookings', operator, {
    provider_email: provider,
    product_id: productId,
    start_in_days: 100 + Math.floor(Math.random() * 200),
    nights: 2,
  });
  expect(res.statusCode).toBe(201);
  const reservation = res.json();
  return { id: reservation._id as string, subtotal: Number(reservation.subtotal) };
}

async function countEvents() {
  const row = await app.deps.db
    .selectFrom('dashboard_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the control panel of the demo company', () => {
  it('starts from its records: seeded views and scans, its traveler’s conversation, its decided bookings', async () => {
    const stats = await statsOf(owner);
    expect(stats).toMatchObject({
      views: DEMO_VIEWS,
      total_scans: DEMO_SCANS,
      promotion_code: 'DEMOEMPRESA',
    });
    // María José opened one conversation; the support thread is no inquiry.
    expect(stats.inquiries).toBe(1);
    // Of six reservations: one confirmed (GT-240094) and one completed (GT-240071) count.
    const counted = await app.deps.db
      .selectFrom('bookings as b')
      .innerJoin('products as p', 'p.id', 'b.product_id')
      .select(['b.subtotal', 'p.commission_model'])
      .where('b.provider_id', '=', 'demo-1')
      .where('b.status', 'in', [2, 3])
      .execute();
    expect(counted).toHaveLength(2);
    expect(stats.bookings).toBe(2);
    const fees = counted.map((b) => netAmount(Number(b.subtotal), b.commission_model as CommissionModel).fee);
    expect(cents(stats.commissions)).toBe(fees.reduce((sum, fee) => sum + cents(fee), 0));
  });
});

describe('bookings and commissions', () => {
  it('move when a reservation is accepted, by the commission model of its product', async () => {
    const mine = await newProvider();
    const platformManaged = await insertProduct(1, {
      status: 'published',
      commission_model: 2,
      provider_id: mine.id,
    });
    const providerManaged = await insertProduct(1, {
      status: 'published',
      commission_model: 1,
      provider_id: mine.id,
    });
    const before = await statsOf(mine.token);

    const first = await simulateBooking(platformManaged, mine.email);
    const second = await simulateBooking(providerManaged, mine.email);
    // Waiting for an answer: not counted yet.
    expect(await statsOf(mine.token)).toEqual(before);

    expect((await call('PUT', `/api/bookings/${first.id}/accept`, mine.token)).statusCode).toBe(200);
    const afterFirst = await statsOf(mine.token);
    expect(afterFirst.bookings).toBe(before.bookings + 1);
    const fifteen = netAmount(first.subtotal, 2).fee;
    expect(fifteen).toBeGreaterThan(netAmount(first.subtotal, 1).fee);
    expect(cents(afterFirst.commissions)).toBe(cents(before.commissions) + cents(fifteen));

    expect((await call('PUT', `/api/bookings/${second.id}/accept`, mine.token)).statusCode).toBe(200);
    const afterSecond = await statsOf(mine.token);
    expect(afterSecond.bookings).toBe(before.bookings + 2);
    expect(cents(afterSecond.commissions)).toBe(
      cents(afterFirst.commissions) + cents(netAmount(second.subtotal, 1).fee),
    );
  });

  it('keep the model a reservation was accepted under when the product’s model changes later', async () => {
    const mine = await newProvider();
    const product = await insertProduct(1, {
      status: 'published',
      commission_model: 1,
      provider_id: mine.id,
    });
    const booking = await simulateBooking(product, mine.email);
    await call('PUT', `/api/bookings/${booking.id}/accept`, mine.token);
    const accepted = await statsOf(mine.token);
    const changed = await call('PUT', `/api/accommodation/commission/${product}`, mine.token, {
      product_type: 1,
      commission_model: 2,
    });
    expect(changed.statusCode).toBe(200);
    expect(await statsOf(mine.token)).toEqual(accepted);
  });

  it('leave out rejected reservations and those still to be confirmed', async () => {
    const mine = await newProvider();
    const product = await insertProduct(1, { status: 'published', provider_id: mine.id });
    const before = await statsOf(mine.token);
    const rejected = await simulateBooking(product, mine.email);
    await simulateBooking(product, mine.email);
    const res = await call('PUT', `/api/bookings/${rejected.id}/reject`, mine.token, { reason: 'Sin cupo' });
    expect(res.statusCode).toBe(200);
    expect(await statsOf(mine.token)).toEqual(before);
  });
});

describe('the commission sum', () => {
  it('is the sum of netAmount’s fee of each reservation, to the cent, for any prices under both models', async () => {
    const providerId = await createTestAccount(app, {
      email: 'comisiones@demo.gt',
      role: 2,
      category: 'company',
    });
    const token = await loginAs(app, 'comisiones@demo.gt');
    const products = new Map<CommissionModel, string>();
    for (const model of [1, 2] as const) {
      const id = randomUUID();
      await app.deps.db
        .insertInto('products')
        .values({
          id,
          provider_id: providerId,
          product_type: 1,
          name: `Modelo ${model}`,
          commission_model: model,
        })
        .execute();
      products.set(model, id);
    }
    // 300 prices with all sorts of cent endings, from cents to thousands of dollars.
    const prices = Array.from({ length: 300 }, (_, i) => ((i * 7919) % 99_999) / 100 + (i % 3) * 1000);
    let expected = 0;
    const rows = prices.map((price, i) => {
      const model: CommissionModel = i % 2 ? 2 : 1;
      expected += cents(netAmount(price, model).fee);
      return {
        id: randomUUID(),
        provider_id: providerId,
        product_id: products.get(model) as string,
        reservation_no: `FEE-${i}`,
        status: i % 4 ? (2 as const) : (3 as const),
        traveler: JSON.stringify({ first_name: 'Prueba', last_name: '', email: 'p@correo.gt' }),
        start_date: '2027-01-01',
        end_date: '2027-01-02',
        subtotal: price,
      };
    });
    await app.deps.db.insertInto('bookings').values(rows).execute();
    const stats = await statsOf(token);
    expect(stats.bookings).toBe(prices.length);
    expect(cents(stats.commissions)).toBe(expected);
  });
});

describe('views and QR scans the marketplace reports', () => {
  it('move the views of the viewed product’s provider and the scans of the code’s owner', async () => {
    const mine = await newProvider();
    const product = await insertProduct(1, { status: 'published', provider_id: mine.id });
    const before = await statsOf(mine.token);
    const view = await report({ type: 'view', product_id: product });
    expect(view.statusCode).toBe(201);
    expect(view.json()).toEqual({ type: 'view', provider_id: mine.id });
    expect(await statsOf(mine.token)).toEqual({ ...before, views: before.views + 1 });

    const scan = await report({ type: 'scan', promotion_code: before.promotion_code });
    expect(scan.statusCode).toBe(201);
    expect(await statsOf(mine.token)).toEqual({
      ...before,
      views: before.views + 1,
      total_scans: before.total_scans + 1,
    });
  });

  it('are refused to anyone but the operator, and bad reports are 400 or 404, storing nothing', async () => {
    const product = await insertProduct(1, { status: 'published', provider_id: (await newProvider()).id });
    const stored = await countEvents();
    for (const token of [owner, other]) {
      const res = await report({ type: 'view', product_id: product }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/dashboard/events',
      payload: { type: 'view', product_id: product },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const bad of [
      { type: 'click', product_id: product },
      { type: 'view' },
      { type: 'scan', product_id: product },
      { type: 'view', product_id: product, provider_id: 'demo-1' },
      { type: 'view', product_id: '' },
      { type: 'scan', promotion_code: 'X'.repeat(65) },
    ]) {
      const res = await report(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().status).toBe(400);
    }
    const noProduct = await report({ type: 'view', product_id: randomUUID() });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().message).toBe('El producto no existe');
    const noCode = await report({ type: 'scan', promotion_code: 'NOEXISTE' });
    expect(noCode.statusCode).toBe(404);
    expect(noCode.json().message).toBe('El código de promoción no existe');
    expect(await countEvents()).toBe(stored);
  });
});

describe('another provider', () => {
  it('sees only its own records, and its records do not move the demo company’s figures', async () => {
    const another = await newProvider();
    const company = await statsOf(owner);
    const mine = await statsOf(another.token);
    expect(mine).toMatchObject({ views: 0, total_scans: 0, inquiries: 0, bookings: 0, commissions: 0 });
    expect(mine.promotion_code).not.toBe(company.promotion_code);

    const product = randomUUID();
    await app.deps.db
      .insertInto('products')
      .values({
        id: product,
        provider_id: another.id,
        product_type: 1,
        name: 'Ajena',
        status: 'published',
        commission_model: 2,
        updated_at: new Date(),
      })
      .execute();
    await report({ type: 'view', product_id: product });
    await report({ type: 'scan', promotion_code: mine.promotion_code });
    const booking = await simulateBooking(product, another.email);
    expect((await call('PUT', `/api/bookings/${booking.id}/accept`, another.token)).statusCode).toBe(200);
    const written = await call('POST', '/api/simulate/messages', operator, {
      provider_email: another.email,
      traveler_email: `consulta-${Date.now()}@correo.gt`,
      message: 'Hola, ¿tienen disponibilidad?',
    });
    expect(written.statusCode).toBe(201);

    expect(await statsOf(another.token)).toEqual({
      ...mine,
      views: 1,
      total_scans: 1,
      inquiries: 1,
      bookings: 1,
      commissions: netAmount(booking.subtotal, 2).fee,
    });
    expect(await statsOf(owner)).toEqual(company);
  });
});

describe('inquiries', () => {
  it('count conversations a traveler opened, once each, and not those support opened', async () => {
    const mine = await newProvider();
    const before = await statsOf(mine.token);
    const traveler = `pregunta-${Date.now()}@correo.gt`;
    for (const message of ['¿Aceptan mascotas?', '¿Y niños pequeños?']) {
      const res = await call('POST', '/api/simulate/messages', operator, {
        provider_email: mine.email,
        traveler_email: traveler,
        message,
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await statsOf(mine.token)).toEqual({ ...before, inquiries: before.inquiries + 1 });

    const another = await newProvider();
    const otherBefore = await statsOf(another.token);
    const supportOpened = await call('POST', '/api/chat/conversation', operator, { to: another.id });
    expect(supportOpened.statusCode).toBe(200);
    expect(await statsOf(another.token)).toEqual(otherBefore);
  });
});

describe('the reports’ limit', () => {
  it('refuses more than the limit of reports a minute from one caller with 429, storing none of them', async () => {
    const { points } = RATE_LIMITS.marketplaceEventsPerCaller;
    // A reporting account and a code of this test's own: the other tests' reports spend the file operator's
    // points, and this one's would leave them none.
    const reporter = (await newAccount(app, { role: 1 })).token;
    const code = (await statsOf((await newProvider()).token)).promotion_code;
    const stored = await countEvents();
    const statuses: number[] = [];
    for (let i = 0; i < points + 1; i++) {
      statuses.push((await report({ type: 'scan', promotion_code: code }, reporter)).statusCode);
    }
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBe(points);
    expect(statuses.slice(accepted)).toEqual(Array(points + 1 - accepted).fill(429));
    expect(await countEvents()).toBe(stored + accepted);
    const refused = await report({ type: 'scan', promotion_code: code }, reporter);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
  });
});
