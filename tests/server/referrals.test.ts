import { PDFDict, PDFDocument, PDFName, PDFNumber, type PDFRef, PDFStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodeQrPng, imagePlacement, pageContent } from '../../e2e/qrReading.ts';
import { ROLE } from '../../machines/roles.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { DEMO_INFLUENCER, DEMO_REFERRALS, seedDemoReferrals } from '../../server/db/demoReferrals.ts';
import { castEmail } from '../../server/db/seedCast.ts';
import { DEMO_SCANS } from '../../server/db/seedDashboard.ts';
import { FORBIDDEN } from '../../server/http/access.ts';
import {
  app,
  call,
  insertProduct,
  newProvider,
  operator,
  ownDemo,
  owner,
  setUpProductApp,
} from './productFixtures.ts';
import { bearer, newAccount, startTestApp, TEST_SERVER, tokenFor } from './testApp.ts';

/*
 * My QR (issue 31): each test makes the people whose figures it moves (newAccount, newProvider), so the demo and
 * the other tests' figures stay as they are. Test apps write links to PUBLIC_URL http://portal.test.
 */
setUpProductApp();

const ORIGIN = 'http://portal.test';
const A4 = { width: 595.28, height: 841.89 };
const QR_POINTS = 283.46;
/** The price of a night of a product that saved none (simulatedBooking.ts FALLBACK_NIGHTLY_PRICE). */
const NIGHT = 100;

interface Month {
  month: string;
  scans: number;
  visits: number;
  inquiries: number;
  bookings: number;
  commission: number;
}

interface Stats {
  promotion_code: string;
  scans: number;
  visits: number;
  inquiries: number;
  bookings: number;
  sales: number;
  commission_rate: number;
  tier: 'bronze' | 'silver' | 'gold' | null;
  earned: number;
  paid: number;
  balance: number;
  payout_threshold: number;
  months: Month[];
}

async function statsOf(token: string, query = ''): Promise<Stats> {
  const res = await call('GET', `/api/referrals/stats${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The month `back` calendar months before the current one, as the series names it (UTC). */
function monthName(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15)).toISOString().slice(0, 7);
}

const scan = (code: string, address = '198.51.100.1') =>
  app.inject({
    method: 'GET',
    url: `/api/referrals/scan/${encodeURIComponent(code)}`,
    remoteAddress: address,
  });

const report = (payload: object, token = operator) => call('POST', '/api/referrals/events', token, payload);

async function countRows(table: 'dashboard_events' | 'referral_events' | 'bookings') {
  const row = await app.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A provider of the test's own with one published stay (priced at the fallback $100 a night). */
async function providerWithStay() {
  const provider = await newProvider();
  const product = await insertProduct(1, { status: 'published', provider_id: provider.id });
  return { ...provider, product };
}

/**
 * A reservation the marketplace makes of the provider's stay for a traveler who came with `code`, accepted by the
 * provider unless `accept` is false. Each starts `startInDays` ahead, so reservations of one stay never overlap.
 */
async function referredBooking(
  provider: Awaited<ReturnType<typeof providerWithStay>>,
  code: string,
  { nights, startInDays, accept = true }: { nights: number; startInDays: number; accept?: boolean },
) {
  const res = await call('POST', '/api/simulate/bookings', operator, {
    provider_email: provider.email,
    product_id: provider.product,
    start_in_days: startInDays,
    nights,
    promotion_code: code,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  expect(Number(res.json().subtotal)).toBe(nights * NIGHT);
  if (accept) {
    const accepted = await call('PUT', `/api/bookings/${id}/accept`, provider.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return id;
}

/** The figures of a person whose code brought nothing yet, over `months` months. */
const nothing = (code: string, months = 12, rate = 5, tier: Stats['tier'] = null): Stats => ({
  promotion_code: code,
  scans: 0,
  visits: 0,
  inquiries: 0,
  bookings: 0,
  sales: 0,
  commission_rate: rate,
  tier,
  earned: 0,
  paid: 0,
  balance: 0,
  payout_threshold: 100,
  months: Array.from({ length: months }, (_, i) => ({
    month: monthName(months - 1 - i),
    scans: 0,
    visits: 0,
    inquiries: 0,
    bookings: 0,
    commission: 0,
  })),
});

describe('the QR code', () => {
  it('holds the scan address of the caller’s own code, 1181 px wide, the same at every call', async () => {
    const person = await newAccount(app, { role: ROLE.provider });
    const res = await call('GET', '/api/referrals/qr', person.token);
    expect(res.statusCode).toBe(200);
    const qr = res.json() as { promotion_code: string; url: string; png: string };
    expect(qr.promotion_code).toMatch(/^[0-9A-F]{10}$/);
    expect(qr.url).toBe(`${ORIGIN}/api/referrals/scan/${qr.promotion_code}`);
    const prefix = 'data:image/png;base64,';
    expect(qr.png.startsWith(prefix)).toBe(true);
    const image = PNG.sync.read(Buffer.from(qr.png.slice(prefix.length), 'base64'));
    expect([image.width, image.height]).toEqual([1181, 1181]);
    expect(decodeQrPng(Buffer.from(qr.png.slice(prefix.length), 'base64'))).toBe(qr.url);

    expect((await call('GET', '/api/referrals/qr', person.token)).json()).toEqual(qr);
    expect((await statsOf(person.token)).promotion_code).toBe(qr.promotion_code);
    const someoneElse = await newAccount(app, { role: ROLE.influencer });
    expect((await call('GET', '/api/referrals/qr', someoneElse.token)).json().promotion_code).not.toBe(
      qr.promotion_code,
    );
  });

  it('is for signed-in people only', async () => {
    for (const url of ['/api/referrals/qr', '/api/referrals/qr.pdf', '/api/referrals/stats']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

/** The text the page shows: pdf-lib writes each line as a hex string of WinAnsi (here Latin-1) codes. */
function pageTexts(content: string): string[] {
  return [...content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) =>
    Buffer.from(m[1] ?? '', 'hex').toString('latin1'),
  );
}

/** Where the page paints its one image, neither rotated nor skewed: width, height, x and y in points. */
function imagePlacementOf(content: string): [number, number, number, number] {
  const placement = imagePlacement(content);
  if (!placement) throw new Error(`No image painted in:\n${content}`);
  expect(placement.turned).toBe(false);
  return [placement.width, placement.height, placement.x, placement.y];
}

/** The width in pixels of the page's one image. */
function imagePixels(doc: PDFDocument): number {
  const resources = doc.getPage(0).node.Resources();
  const xObjects = resources?.lookup(PDFName.of('XObject'), PDFDict);
  const [ref] = xObjects ? [...xObjects.values()] : [];
  const image = doc.context.lookup(ref as PDFRef, PDFStream);
  return image.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
}

describe('the printable PDF', () => {
  it('is one A4 page with the QR drawn 100 mm wide and centred, the code and address under it, in Spanish', async () => {
    const person = await newAccount(app, { role: ROLE.provider });
    const { promotion_code: code, url } = (await call('GET', '/api/referrals/qr', person.token)).json();
    const res = await call('GET', '/api/referrals/qr.pdf', person.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="mi-qr-${code}.pdf"`);

    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const size = doc.getPage(0).getSize();
    expect(size.width).toBeCloseTo(A4.width, 1);
    expect(size.height).toBeCloseTo(A4.height, 1);
    expect(doc.getTitle()).toContain('Mi código QR');
    expect(doc.getTitle()).toContain(code);

    const content = pageContent(doc);
    const [width, height, x, y] = imagePlacementOf(content);
    expect(Math.abs(width - QR_POINTS)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(height - QR_POINTS)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(x - (A4.width - QR_POINTS) / 2)).toBeLessThanOrEqual(0.1);
    expect(y).toBeGreaterThan(0);
    expect(y + height).toBeLessThan(A4.height);
    expect(imagePixels(doc)).toBe(1181);
    expect(pageTexts(content)).toEqual(['Mi código QR', `Código de promoción: ${code}`, url]);
  });

  it('speaks English when asked, and refuses a language it does not have', async () => {
    const person = await newAccount(app, { role: ROLE.influencer });
    const res = await call('GET', '/api/referrals/qr.pdf?language_code=en', person.token);
    expect(res.statusCode).toBe(200);
    const code = (await statsOf(person.token)).promotion_code;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="my-qr-${code}.pdf"`);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toContain('My QR code');
    expect(pageTexts(pageContent(doc))).toEqual([
      'My QR code',
      `Promotion code: ${code}`,
      `${ORIGIN}/api/referrals/scan/${code}`,
    ]);
    const french = await call('GET', '/api/referrals/qr.pdf?language_code=fr', person.token);
    expect(french.statusCode).toBe(400);
  });
});

describe('a scan of the QR code', () => {
  it('sends the visitor home with the code and counts once per address, in My QR and the control panel', async () => {
    const person = await newProvider();
    const code = (await statsOf(person.token)).promotion_code;
    const panel = async () => (await call('GET', '/users/business-stats', person.token)).json().total_scans;

    const first = await scan(code, '198.51.100.7');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`/?ref=${code}`);
    expect((await statsOf(person.token)).scans).toBe(1);
    expect(await panel()).toBe(1);

    // The same phone again: sent on, not counted.
    const again = await scan(code, '198.51.100.7');
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`/?ref=${code}`);
    expect((await statsOf(person.token)).scans).toBe(1);

    // Another phone counts.
    expect((await scan(code, '198.51.100.8')).statusCode).toBe(302);
    const stats = await statsOf(person.token);
    expect(stats.scans).toBe(2);
    expect(stats.months.at(-1)).toMatchObject({ month: monthName(0), scans: 2 });
    expect(await panel()).toBe(2);
  });

  it('of a code no one has sends the visitor to the home page and counts nothing', async () => {
    const stored = await countRows('dashboard_events');
    for (const code of ['NOEXISTE', 'ñandú', 'a b/c?d', 'X'.repeat(64)]) {
      const res = await scan(code);
      expect(res.statusCode, code).toBe(302);
      expect(res.headers.location).toBe('/');
    }
    expect(await countRows('dashboard_events')).toBe(stored);
  });

  it('refuses a code longer than any code with 400, never 5xx', async () => {
    const res = await scan('X'.repeat(65));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
  });
});

describe('the scans’ window', () => {
  it('is 10 minutes per code and address; when it has passed, the same address counts again', async () => {
    expect(RATE_LIMITS.referralScansPerAddress).toEqual({ points: 1, seconds: 10 * 60 });
    // The same server with a one-second window, so the test need not wait ten minutes.
    const quick = await startTestApp({
      rateLimits: { ...TEST_SERVER.rateLimits, referralScansPerAddress: { points: 1, seconds: 1 } },
    });
    try {
      const person = await newAccount(quick, { role: ROLE.influencer });
      const scansOf = async () =>
        (
          await quick.inject({ method: 'GET', url: '/api/referrals/stats', headers: bearer(person.token) })
        ).json().scans as number;
      const code = (
        await quick.inject({ method: 'GET', url: '/api/referrals/qr', headers: bearer(person.token) })
      ).json().promotion_code as string;
      const scanQuick = () =>
        quick.inject({ method: 'GET', url: `/api/referrals/scan/${code}`, remoteAddress: '198.51.100.9' });
      expect((await scanQuick()).statusCode).toBe(302);
      expect((await scanQuick()).statusCode).toBe(302);
      expect(await scansOf()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await scanQuick()).statusCode).toBe(302);
      expect(await scansOf()).toBe(2);
    } finally {
      await quick.close();
    }
  });
});

describe('visits and inquiries the marketplace reports', () => {
  it('count for the code’s owner', async () => {
    const person = await newAccount(app, { role: ROLE.influencer });
    const code = (await statsOf(person.token)).promotion_code;
    const visit = await report({ type: 'visit', promotion_code: code });
    expect(visit.statusCode).toBe(201);
    expect(visit.json()).toEqual({ type: 'visit', promotion_code: code });
    expect((await report({ type: 'visit', promotion_code: code })).statusCode).toBe(201);
    expect((await report({ type: 'inquiry', promotion_code: code })).statusCode).toBe(201);
    const stats = await statsOf(person.token);
    expect(stats).toMatchObject({ visits: 2, inquiries: 1, scans: 0, bookings: 0 });
    expect(stats.months.at(-1)).toMatchObject({ month: monthName(0), visits: 2, inquiries: 1 });
  });

  it('are refused to anyone but the operator, and to a code no one has, storing nothing', async () => {
    const person = await newAccount(app, { role: ROLE.provider });
    const code = (await statsOf(person.token)).promotion_code;
    const stored = await countRows('referral_events');
    const traveler = await newAccount(app, { role: ROLE.traveler });
    for (const token of [owner, person.token, traveler.token]) {
      const res = await report({ type: 'visit', promotion_code: code }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/referrals/events',
      payload: { type: 'visit', promotion_code: code },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await report({ type: 'visit', promotion_code: 'NOEXISTE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, message: 'El código de promoción no existe' });
    for (const bad of [
      { type: 'click', promotion_code: code },
      { type: 'visit' },
      { promotion_code: code },
      { type: 'visit', promotion_code: '' },
      { type: 'visit', promotion_code: 'X'.repeat(65) },
      { type: 'visit', promotion_code: code, owner_id: person.id },
    ]) {
      const res = await report(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().status).toBe(400);
    }
    expect(await countRows('referral_events')).toBe(stored);
    expect(await statsOf(person.token)).toEqual(nothing(code));
  });
});

describe('reservations made with a code', () => {
  it('are refused with 404 for a code no one has, storing no reservation', async () => {
    const provider = await providerWithStay();
    const stored = await countRows('bookings');
    const res = await call('POST', '/api/simulate/bookings', operator, {
      provider_email: provider.email,
      product_id: provider.product,
      promotion_code: 'NOEXISTE',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'El código de promoción no existe' });
    expect(await countRows('bookings')).toBe(stored);
    const tooLong = await call('POST', '/api/simulate/bookings', operator, {
      provider_email: provider.email,
      promotion_code: 'X'.repeat(65),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it.each([
    { who: 'a provider', role: ROLE.provider },
    { who: 'an influencer', role: ROLE.influencer },
  ])(
    'earn $who five per cent once accepted, paid whenever the balance reaches a hundred dollars',
    async ({ role }) => {
      const referrer = await newAccount(app, { role });
      const code = (await statsOf(referrer.token)).promotion_code;
      const provider = await providerWithStay();
      const providerBefore = await statsOf(provider.token);

      // Waiting for the provider's answer, and rejected: not counted.
      const waiting = await referredBooking(provider, code, { nights: 2, startInDays: 10, accept: false });
      const rejected = await referredBooking(provider, code, { nights: 3, startInDays: 20, accept: false });
      const refusal = await call('PUT', `/api/bookings/${rejected}/reject`, provider.token, {
        reason: 'Sin cupo',
      });
      expect(refusal.statusCode).toBe(200);
      expect(await statsOf(referrer.token)).toEqual(nothing(code));

      // $200 accepted: 5 % = $10, waiting for the $100 payout.
      const accepted = await call('PUT', `/api/bookings/${waiting}/accept`, provider.token);
      expect(accepted.statusCode).toBe(200);
      expect(await statsOf(referrer.token)).toMatchObject({
        bookings: 1,
        sales: 200,
        commission_rate: 5,
        tier: null,
        earned: 10,
        paid: 0,
        balance: 10,
      });

      // + $2000: $2200 of sales, 5 % = $110 — one payout of $100 made, $10 waiting.
      await referredBooking(provider, code, { nights: 20, startInDays: 40 });
      const stats = await statsOf(referrer.token, '?months=3');
      expect(stats).toEqual({
        ...nothing(code, 3),
        bookings: 2,
        sales: 2200,
        earned: 110,
        paid: 100,
        balance: 10,
        months: [
          ...nothing(code, 3).months.slice(0, 2),
          { ...nothing(code, 1).months[0], bookings: 2, commission: 110 },
        ],
      });
      // The booked provider's own code brought none of it.
      expect(await statsOf(provider.token)).toEqual(providerBefore);
    },
  );

  it('earn a partner (role 5) the rate of their tier on all their sales', async () => {
    const partner = await newAccount(app, { role: ROLE.traveler });
    const code = (await statsOf(partner.token)).promotion_code;
    expect(await statsOf(partner.token)).toEqual(nothing(code, 12, 3, 'bronze'));
    const provider = await providerWithStay();

    // $1000: bronze, 3 % = $30.
    await referredBooking(provider, code, { nights: 10, startInDays: 10 });
    expect(await statsOf(partner.token)).toMatchObject({
      sales: 1000,
      tier: 'bronze',
      commission_rate: 3,
      earned: 30,
      paid: 0,
      balance: 30,
    });
    // $1100: silver, 4 % = $44.
    await referredBooking(provider, code, { nights: 1, startInDays: 30 });
    expect(await statsOf(partner.token)).toMatchObject({
      sales: 1100,
      tier: 'silver',
      commission_rate: 4,
      earned: 44,
      paid: 0,
      balance: 44,
    });
    // $5100: gold, 5 % = $255 — two payouts, $55 waiting.
    await referredBooking(provider, code, { nights: 30, startInDays: 40 });
    await referredBooking(provider, code, { nights: 10, startInDays: 80 });
    const stats = await statsOf(partner.token);
    expect(stats).toMatchObject({
      bookings: 4,
      sales: 5100,
      tier: 'gold',
      commission_rate: 5,
      earned: 255,
      paid: 200,
      balance: 55,
    });
    expect(stats.months.at(-1)).toMatchObject({ month: monthName(0), bookings: 4, commission: 255 });
  });
});

describe('the monthly series', () => {
  it('gives the asked months, oldest first and the current one last, each event in its own month', async () => {
    const person = await newAccount(app, { role: ROLE.influencer });
    const code = (await statsOf(person.token)).promotion_code;
    // A visit the marketplace reported two months ago (the API stores events as they happen).
    const now = new Date();
    const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 10, 12));
    await app.deps.db
      .insertInto('referral_events')
      .values({ owner_id: person.id, type: 'visit', created_at: twoMonthsAgo })
      .execute();
    await report({ type: 'inquiry', promotion_code: code });

    const three = await statsOf(person.token, '?months=3');
    expect(three.months).toEqual([
      { month: monthName(2), scans: 0, visits: 1, inquiries: 0, bookings: 0, commission: 0 },
      { month: monthName(1), scans: 0, visits: 0, inquiries: 0, bookings: 0, commission: 0 },
      { month: monthName(0), scans: 0, visits: 0, inquiries: 1, bookings: 0, commission: 0 },
    ]);
    // A shorter span leaves the older month out of the series, not out of the totals.
    const two = await statsOf(person.token, '?months=2');
    expect(two.months.map((m) => m.month)).toEqual([monthName(1), monthName(0)]);
    expect(two.months.reduce((sum, m) => sum + m.visits, 0)).toBe(0);
    expect(two).toMatchObject({ visits: 1, inquiries: 1 });

    const year = await statsOf(person.token);
    expect(year.months).toHaveLength(12);
    expect(year.months[0]?.month).toBe(monthName(11));
    expect((await statsOf(person.token, '?months=24')).months).toHaveLength(24);
  });

  it('refuses a span the contract does not allow with 400, never 5xx', async () => {
    const person = await newAccount(app, { role: ROLE.provider });
    for (const months of ['0', '25', '-1', 'abc', '1.5', '']) {
      const res = await call('GET', `/api/referrals/stats?months=${months}`, person.token);
      expect(res.statusCode, months).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
    }
  });
});

describe('another person’s figures', () => {
  it('never count in mine', async () => {
    const mine = await newAccount(app, { role: ROLE.influencer });
    const myCode = (await statsOf(mine.token)).promotion_code;
    const theirs = await newAccount(app, { role: ROLE.influencer });
    const theirCode = (await statsOf(theirs.token)).promotion_code;
    const provider = await providerWithStay();

    await scan(theirCode, '198.51.100.20');
    await report({ type: 'visit', promotion_code: theirCode });
    await report({ type: 'inquiry', promotion_code: theirCode });
    await referredBooking(provider, theirCode, { nights: 2, startInDays: 10 });

    expect(await statsOf(mine.token)).toEqual(nothing(myCode));
    expect(await statsOf(theirs.token)).toMatchObject({
      scans: 1,
      visits: 1,
      inquiries: 1,
      bookings: 1,
      sales: 200,
    });
  });
});

describe('the demo', () => {
  it('shows the company’s scans, visits and inquiries, and the influencer’s travelers’ reservations', async () => {
    const demo = await ownDemo();
    // Safe to run again: the seed adds its records once.
    await seedDemoReferrals(app.deps.db, demo.cast);
    await seedDemoReferrals(app.deps.db, demo.cast);
    const company = await statsOf(demo.token);
    expect(company).toMatchObject({
      scans: DEMO_SCANS,
      visits: DEMO_REFERRALS.company.visits,
      inquiries: DEMO_REFERRALS.company.inquiries,
      bookings: 0,
    });
    const influencer = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', castEmail(demo.cast, DEMO_INFLUENCER))
      .executeTakeFirstOrThrow();
    const stats = await statsOf(await tokenFor(app, influencer.id));
    // GT-240094 (3 nights at $95) and GT-240071 (3 nights at $145): $720, 5 % = $36.
    expect(stats).toMatchObject({
      scans: DEMO_REFERRALS.influencer.scans,
      visits: DEMO_REFERRALS.influencer.visits,
      inquiries: DEMO_REFERRALS.influencer.inquiries,
      bookings: 2,
      sales: 720,
      commission_rate: 5,
      earned: 36,
      paid: 0,
      balance: 36,
    });
    const inSeries = (key: 'scans' | 'visits' | 'bookings') =>
      stats.months.reduce((sum, m) => sum + m[key], 0);
    // Spread over the last 90 days: all inside the year's series.
    expect(inSeries('scans')).toBe(DEMO_REFERRALS.influencer.scans);
    expect(inSeries('visits')).toBe(DEMO_REFERRALS.influencer.visits);
    expect(inSeries('bookings')).toBe(2);
  });
});
