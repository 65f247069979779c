import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { CALENDAR_FEEDS } from '../../server/config.ts';
import { withoutSecrets } from '../../server/http/requestLog.ts';
import { type FeedServer, icsOf, startFeedServer } from './calendar.icalFeeds.ts';
import {
  bearer,
  createTestAccount,
  DEMO,
  loginAs,
  startTestApp,
  TEST_SERVER,
  type TestApp,
} from './testApp.ts';

type CalendarSync = components['schemas']['CalendarSync'];
type CalendarFeed = components['schemas']['CalendarFeed'];

const TIMEOUT_MS = 1_000;
const MAX_BYTES = 1024 * 1024;

let app: TestApp;
let feeds: FeedServer;
let owner: string;
let operator: string;
let other: string;
const logLines: string[] = [];

beforeAll(async () => {
  // Loopback allowed: the test's own source lives on 127.0.0.1. The poller only ticks when woken.
  app = await startTestApp(
    {
      // One line per request, read below: the export token must not be in it.
      logLevel: 'info',
      calendarFeeds: {
        ...CALENDAR_FEEDS,
        allowLoopback: true,
        tickSeconds: 3600,
        timeoutMs: TIMEOUT_MS,
        maxBytes: MAX_BYTES,
      },
      // The demo company adds some 25 feeds here and syncs one feed through seven kinds of failure: more than a
      // person asks for, so this file lifts the fetch limits (calendar.icalLimits.test.ts runs them as they are).
      rateLimits: {
        ...TEST_SERVER.rateLimits,
        feedSyncsPerFeed: { points: 1_000, seconds: 60 },
        feedFetchesPerProvider: { points: 1_000, seconds: 60 },
      },
    },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  feeds = await startFeedServer();
  owner = await loginAs(app, DEMO.company);
  operator = await loginAs(app, 'soporte@demo.gt');
  await createTestAccount(app, { email: 'otro-ical@demo.gt', role: 2, category: 'company' });
  other = await loginAs(app, 'otro-ical@demo.gt');
});
afterAll(async () => {
  await app?.close();
  await feeds?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function insertProduct(type = 1) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({ id, provider_id: 'demo-1', product_type: type, name: `Casa ${type}`, updated_at: new Date() })
    .execute();
  return id;
}

const syncOf = async (productId: string, token = owner) => {
  const res = await call('GET', `/api/calendar/products/${productId}/sync`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as CalendarSync;
};

async function addFeed(productId: string, name: string, path: string) {
  const res = await call('POST', `/api/calendar/products/${productId}/feeds`, owner, {
    name,
    url: `${feeds.origin}${path}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CalendarFeed;
}

async function syncNow(productId: string, feedId: string) {
  const res = await call('POST', `/api/calendar/products/${productId}/feeds/${feedId}/sync`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CalendarFeed;
}

/** Waits for the background import that adding a feed starts, so it cannot race the test's own "sync now". */
async function firstImportOf(productId: string, feedId: string) {
  for (let i = 0; i < 100; i++) {
    const feed = (await syncOf(productId)).feeds.find((f) => f.feed_id === feedId);
    if (feed?.last_attempt_at) return feed;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The first import did not run');
}

/** The product's imported ranges as stored, earliest first. */
const importedRanges = (productId: string) =>
  app.deps.db
    .selectFrom('product_availability')
    .select(['feed_id', 'event_uid', 'note', 'lock_type', 'booking_id'])
    .select([sql<string>`start_date::text`.as('start'), sql<string>`end_date::text`.as('end')])
    .where('product_id', '=', productId)
    .where('feed_id', 'is not', null)
    .orderBy('start_date')
    .execute();

const airbnb = (events: { uid: string; start: string; end: string }[]) =>
  icsOf(
    events.map((e, i) => ({
      ...e,
      summary: i % 2 ? 'Airbnb (Not available)' : 'Reserved',
      // Airbnb's real feeds carry the reservation link and the guest's phone digits in DESCRIPTION.
      extra: [
        'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC\\nPhone Number (Last 4 Digits): 4321',
      ],
    })),
  );

const booking = (events: { uid: string; start: string; end: string }[]) =>
  icsOf(
    events.map((e) => ({ ...e, summary: 'CLOSED - Not available' })),
    '-//Booking.com//Booking.com Calendar//EN',
  );

describe('the export link', () => {
  it('serves reserved and blocked days as all-day events with an exclusive end, without notes or guest data', async () => {
    const product = await insertProduct();
    const simulated = await call('POST', '/api/simulate/bookings', operator, {
      provider_email: DEMO.company,
      product_id: product,
      start_in_days: 30,
      nights: 3,
    });
    expect(simulated.statusCode).toBe(201);
    const reservation = simulated.json() as { _id: string; start_date: string; end_date: string };
    expect((await call('PUT', `/api/bookings/${reservation._id}/accept`, owner)).statusCode).toBe(200);
    const blockedId = randomUUID();
    await app.deps.db
      .insertInto('product_availability')
      .values({
        id: blockedId,
        product_id: product,
        start_date: '2099-05-01',
        end_date: '2099-05-03',
        lock_type: 'blocked',
        note: 'Pintura secreta del cuarto',
      })
      .execute();

    const sync = await syncOf(product);
    expect(sync.feeds).toEqual([]);
    expect(sync.export_url).toMatch(/^http:\/\/portal\.test\/api\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    // The token is made once: reading again gives the same link.
    expect((await syncOf(product)).export_url).toBe(sync.export_url);

    const res = await app.inject({ method: 'GET', url: new URL(sync.export_url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const body = res.body;
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const events = body.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    const compact = (day: string) => day.replaceAll('-', '');
    const dayAfter = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    // Nights reserved: arrival to the day before departure; the event ends (exclusive) on the departure day.
    const nights = await app.deps.db
      .selectFrom('product_availability')
      .select([sql<string>`start_date::text`.as('start'), sql<string>`end_date::text`.as('end'), 'id'])
      .where('product_id', '=', product)
      .where('lock_type', '=', 'reserved')
      .executeTakeFirstOrThrow();
    expect(body).toContain(`UID:${nights.id}@portal.test`);
    expect(body).toContain(
      `DTSTART;VALUE=DATE:${compact(nights.start)}\r\nDTEND;VALUE=DATE:${compact(dayAfter(nights.end))}`,
    );
    expect(body).toContain(`UID:${blockedId}@portal.test`);
    expect(body).toContain('DTSTART;VALUE=DATE:20990501\r\nDTEND;VALUE=DATE:20990504');
    expect(body).toContain('SUMMARY:Reserved');
    expect(body).toContain('SUMMARY:Not available');
    expect(body).not.toContain('Pintura');
    expect(body).not.toContain(reservation._id);
    expect(body).not.toMatch(/DESCRIPTION|ATTENDEE|ORGANIZER|Viajer|@demo\.gt/i);
  });

  it('regenerates: the old link answers 404, the new one serves the calendar', async () => {
    const product = await insertProduct();
    const before = await syncOf(product);
    const renewed = await call('POST', `/api/calendar/products/${product}/export-link`, owner);
    expect(renewed.statusCode).toBe(200);
    const after = renewed.json() as CalendarSync;
    expect(after.export_url).not.toBe(before.export_url);
    expect((await syncOf(product)).export_url).toBe(after.export_url);
    const old = await app.inject({ method: 'GET', url: new URL(before.export_url).pathname });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ status: 404, code: 'not_found' });
    expect((await app.inject({ method: 'GET', url: new URL(after.export_url).pathname })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 to an unknown token and 400 to a file name that is not a token', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/ical/${'a'.repeat(32)}.ics` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/api/ical/short.ics' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/ical/${'a'.repeat(32)}.txt` })).statusCode).toBe(
      400,
    );
  });

  it('keeps the token out of the request log', async () => {
    const product = await insertProduct();
    const { pathname } = new URL((await syncOf(product)).export_url);
    const token = pathname.split('/').pop()!.replace('.ics', '');
    expect((await app.inject({ method: 'GET', url: pathname })).statusCode).toBe(200);
    expect(logLines.some((line) => line.includes('/api/ical/[redacted]'))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    expect(withoutSecrets('/api/ical/EKVGDGanx4fEgn5EEe3oiSfl81C4G3kp.ics')).toBe('/api/ical/[redacted]');
    expect(withoutSecrets('/api/ical/EKVGDGanx4fEgn5EEe3oiSfl81C4G3kp.ics?x=1')).toBe(
      '/api/ical/[redacted]?x=1',
    );
    expect(withoutSecrets('/api/calendar/products/abc/sync')).toBe('/api/calendar/products/abc/sync');
  });
});

describe('imported feeds', () => {
  it('block the days of an Airbnb feed, named after the feed, with no guest data; the first import runs by itself', async () => {
    const product = await insertProduct();
    feeds.serve('/airbnb-1.ics', {
      body: airbnb([
        { uid: 'a1@airbnb.com', start: '2099-07-01', end: '2099-07-04' },
        { uid: 'a2@airbnb.com', start: '2099-07-10', end: '2099-07-11' },
      ]),
    });
    const added = await addFeed(product, 'Airbnb', '/airbnb-1.ics');
    expect(added).toMatchObject({
      name: 'Airbnb',
      url: `${feeds.origin}/airbnb-1.ics`,
      last_attempt_at: null,
      last_success_at: null,
      events_imported: 0,
      last_error: null,
      stale: false,
    });
    const imported = await firstImportOf(product, added.feed_id);
    expect(imported).toMatchObject({ events_imported: 2, last_error: null });
    expect(imported.last_success_at).not.toBeNull();
    expect(Date.parse(imported.next_fetch_at) - Date.parse(imported.last_attempt_at!)).toBeGreaterThan(
      (CALENDAR_FEEDS.intervalSeconds - 5) * 1000,
    );
    expect(await importedRanges(product)).toEqual([
      {
        feed_id: added.feed_id,
        event_uid: 'a1@airbnb.com',
        note: 'Reserved',
        lock_type: 'blocked',
        booking_id: null,
        start: '2099-07-01',
        end: '2099-07-03',
      },
      {
        feed_id: added.feed_id,
        event_uid: 'a2@airbnb.com',
        note: 'Airbnb (Not available)',
        lock_type: 'blocked',
        booking_id: null,
        start: '2099-07-10',
        end: '2099-07-10',
      },
    ]);
    // The product's calendar shows them as blocked days.
    const availability = await call('GET', `/api/accommodation/availability/${product}/es`, owner);
    expect(
      (availability.json() as { data: { start_date: string; lock_type: string }[] }).data.map((e) => [
        e.start_date,
        e.lock_type,
      ]),
    ).toEqual([
      ['2099-07-01', 'blocked'],
      ['2099-07-10', 'blocked'],
    ]);
  });

  it('follow the source: a moved event moves, a removed one is released; deleting the feed releases all', async () => {
    const product = await insertProduct();
    const path = '/booking-1.ics';
    feeds.serve(path, {
      body: booking([
        { uid: 'b1@booking.com', start: '2099-08-01', end: '2099-08-03' },
        { uid: 'b2@booking.com', start: '2099-08-10', end: '2099-08-12' },
      ]),
    });
    const feed = await addFeed(product, 'Booking.com', path);
    await firstImportOf(product, feed.feed_id);
    expect((await importedRanges(product)).map((r) => [r.event_uid, r.start, r.end, r.note])).toEqual([
      ['b1@booking.com', '2099-08-01', '2099-08-02', 'CLOSED - Not available'],
      ['b2@booking.com', '2099-08-10', '2099-08-11', 'CLOSED - Not available'],
    ]);

    feeds.serve(path, { body: booking([{ uid: 'b1@booking.com', start: '2099-08-05', end: '2099-08-06' }]) });
    expect(await syncNow(product, feed.feed_id)).toMatchObject({ events_imported: 1, last_error: null });
    expect((await importedRanges(product)).map((r) => [r.event_uid, r.start, r.end])).toEqual([
      ['b1@booking.com', '2099-08-05', '2099-08-05'],
    ]);

    const removed = await call('DELETE', `/api/calendar/products/${product}/feeds/${feed.feed_id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as CalendarSync).feeds).toEqual([]);
    expect(await importedRanges(product)).toEqual([]);
    const again = await call('DELETE', `/api/calendar/products/${product}/feeds/${feed.feed_id}`, owner);
    expect(again.statusCode).toBe(404);
  });

  it('store an imported event on a reserved night, never dropping it', async () => {
    const product = await insertProduct();
    const simulated = await call('POST', '/api/simulate/bookings', operator, {
      provider_email: DEMO.company,
      product_id: product,
      start_in_days: 40,
      nights: 2,
    });
    const reservation = simulated.json() as { _id: string; start_date: string };
    expect((await call('PUT', `/api/bookings/${reservation._id}/accept`, owner)).statusCode).toBe(200);
    const reserved = await app.deps.db
      .selectFrom('product_availability')
      .select([sql<string>`start_date::text`.as('start')])
      .where('product_id', '=', product)
      .where('lock_type', '=', 'reserved')
      .executeTakeFirstOrThrow();
    const nextDay = new Date(Date.parse(`${reserved.start}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    feeds.serve('/clash.ics', {
      body: airbnb([{ uid: 'clash@airbnb.com', start: reserved.start, end: nextDay }]),
    });
    const feed = await addFeed(product, 'Airbnb', '/clash.ics');
    await firstImportOf(product, feed.feed_id);
    expect((await importedRanges(product)).map((r) => [r.event_uid, r.start, r.end])).toEqual([
      ['clash@airbnb.com', reserved.start, reserved.start],
    ]);
    const entries = (await call('GET', `/api/accommodation/availability/${product}/es`, owner)).json() as {
      data: { lock_type: string; start_date: string }[];
    };
    expect(
      entries.data
        .filter((e) => e.start_date === reserved.start)
        .map((e) => e.lock_type)
        .sort(),
    ).toEqual(['blocked', 'reserved']);
  });

  it('read timed, open-ended, cancelled and repeating events', async () => {
    const product = await insertProduct();
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Mixed//EN',
      'BEGIN:VEVENT',
      'UID:timed',
      'DTSTART:20990901T150000Z',
      'DTEND:20990903T100000Z',
      'SUMMARY:Timed stay',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:midnight',
      'DTSTART:20990910T140000',
      'DTEND:20990912T000000',
      'SUMMARY:Ends at midnight',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:no-end',
      'DTSTART;VALUE=DATE:20990915',
      'SUMMARY:One day',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:cancelled',
      'DTSTART;VALUE=DATE:20990920',
      'DTEND;VALUE=DATE:20990922',
      'STATUS:CANCELLED',
      'SUMMARY:Gone',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    feeds.serve('/mixed.ics', { body: ics });
    const feed = await addFeed(product, 'Otro', '/mixed.ics');
    await firstImportOf(product, feed.feed_id);
    expect((await importedRanges(product)).map((r) => [r.event_uid, r.start, r.end])).toEqual([
      ['timed', '2099-09-01', '2099-09-03'],
      ['midnight', '2099-09-10', '2099-09-11'],
      ['no-end', '2099-09-15', '2099-09-15'],
    ]);

    // A weekly repeating block, starting next week: its occurrences within the next two years.
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    feeds.serve('/mixed.ics', {
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//Weekly//EN',
        'BEGIN:VEVENT',
        'UID:weekly',
        `DTSTART;VALUE=DATE:${start}`,
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'SUMMARY:Cleaning',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    });
    expect(await syncNow(product, feed.feed_id)).toMatchObject({ events_imported: 4 });
  });

  it('connect to the address checked for a host name, sending the name as the Host', async () => {
    const product = await insertProduct();
    feeds.serve('/by-name.ics', { body: booking([{ uid: 'n1', start: '2099-06-01', end: '2099-06-02' }]) });
    const res = await call('POST', `/api/calendar/products/${product}/feeds`, owner, {
      name: 'Por nombre',
      url: `${feeds.origin.replace('127.0.0.1', 'localhost')}/by-name.ics`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const feed = res.json() as CalendarFeed;
    expect(await firstImportOf(product, feed.feed_id)).toMatchObject({
      last_error: null,
      events_imported: 1,
    });
    expect(feeds.requests('/by-name.ics')[0]?.host).toBe(new URL(feed.url).host);
  });

  it('ask the source only for changes (ETag), and keep the ranges when it has none', async () => {
    const product = await insertProduct();
    const path = '/etag.ics';
    feeds.serve(path, {
      body: booking([{ uid: 'e1', start: '2099-10-01', end: '2099-10-02' }]),
      headers: { etag: '"v1"', 'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT' },
    });
    const feed = await addFeed(product, 'Booking.com', path);
    await firstImportOf(product, feed.feed_id);
    feeds.serve(path, { status: 304, body: '' });
    const synced = await syncNow(product, feed.feed_id);
    const last = feeds.requests(path).at(-1)!;
    expect(last['if-none-match']).toBe('"v1"');
    expect(last['if-modified-since']).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(synced).toMatchObject({ last_error: null, events_imported: 1 });
    expect(await importedRanges(product)).toHaveLength(1);
  });
});

describe("a hotel's rooms", () => {
  it('each export and import their own calendar; the hotel has none of its own', async () => {
    const hotel = await insertProduct(2);
    const room = randomUUID();
    const other = randomUUID();
    await app.deps.db
      .insertInto('products')
      .values(
        [room, other].map((id, i) => ({
          id,
          provider_id: 'demo-1',
          product_type: 14,
          parent_id: hotel,
          name: `Habitación ${i + 1}`,
          updated_at: new Date(),
        })),
      )
      .execute();
    // The hotel sells its rooms: no link, no feeds.
    expect((await call('GET', `/api/calendar/products/${hotel}/sync`, owner)).statusCode).toBe(404);
    const hotelFeed = await call('POST', `/api/calendar/products/${hotel}/feeds`, owner, {
      name: 'Airbnb',
      url: `${feeds.origin}/hotel.ics`,
    });
    expect(hotelFeed.statusCode).toBe(404);

    // A reservation of the room is in the room's link.
    const simulated = await call('POST', '/api/simulate/bookings', operator, {
      provider_email: DEMO.company,
      product_id: room,
      start_in_days: 40,
      nights: 2,
    });
    expect(simulated.statusCode, simulated.body).toBe(201);
    expect((await call('PUT', `/api/bookings/${simulated.json()._id}/accept`, owner)).statusCode).toBe(200);
    const sync = await syncOf(room);
    expect(sync.export_url).not.toBe((await syncOf(other)).export_url);
    const exported = await app.inject({ method: 'GET', url: new URL(sync.export_url).pathname });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('BEGIN:VEVENT')).toHaveLength(2);
    expect(exported.body).toContain('SUMMARY:Reserved');
    const otherExport = await app.inject({
      method: 'GET',
      url: new URL((await syncOf(other)).export_url).pathname,
    });
    expect(otherExport.body).not.toContain('BEGIN:VEVENT');

    // A channel's feed blocks the room's nights, and only the room's.
    feeds.serve('/room-1.ics', {
      body: booking([{ uid: 'r1@booking.com', start: '2099-08-01', end: '2099-08-03' }]),
    });
    const added = await addFeed(room, 'Booking.com', '/room-1.ics');
    expect(await firstImportOf(room, added.feed_id)).toMatchObject({ events_imported: 1, last_error: null });
    expect((await importedRanges(room)).map((r) => [r.start, r.end])).toEqual([['2099-08-01', '2099-08-02']]);
    expect(await importedRanges(other)).toEqual([]);
  });
});

describe('feed addresses', () => {
  it('refuse what is not http(s) or points into a private, link-local or reserved network', async () => {
    const product = await insertProduct();
    for (const url of [
      'ftp://example.com/cal.ics',
      'file:///etc/passwd',
      'not a url',
      'http://10.0.0.1/x',
      'http://172.16.5.4/x',
      'http://192.168.1.1/cal.ics',
      'http://100.64.0.1/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/x',
      'http://224.0.0.1/x',
      'http://[fe80::1]/x',
      'http://[fd00::1]/x',
      'http://[::ffff:10.0.0.1]/x',
      'http://[::ffff:a9fe:a9fe]/x',
      'http://[::]/x',
    ]) {
      const res = await call('POST', `/api/calendar/products/${product}/feeds`, owner, { name: 'X', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'invalid_feed_url', field: 'url' });
    }
    expect((await syncOf(product)).feeds).toEqual([]);
  });

  it('refuse a redirect into a private network at fetch time, recorded as the last error', async () => {
    const product = await insertProduct();
    feeds.serve('/redirect.ics', {
      status: 302,
      headers: { location: 'http://169.254.169.254/latest/meta-data/' },
    });
    const feed = await addFeed(product, 'Redirige', '/redirect.ics');
    const attempted = await firstImportOf(product, feed.feed_id);
    expect(attempted.last_error).toBe('The address is in a private or reserved network');
    expect(attempted.last_success_at).toBeNull();
    // Redirects inside the allowed source are followed (at most three).
    feeds.serve('/hop-1.ics', { status: 301, headers: { location: '/hop-2.ics' } });
    feeds.serve('/hop-2.ics', { status: 307, headers: { location: `${feeds.origin}/hop-3.ics` } });
    feeds.serve('/hop-3.ics', { body: booking([{ uid: 'h', start: '2099-11-01', end: '2099-11-02' }]) });
    const hops = await addFeed(product, 'Saltos', '/hop-1.ics');
    expect(await firstImportOf(product, hops.feed_id)).toMatchObject({
      last_error: null,
      events_imported: 1,
    });
    feeds.serve('/loop.ics', { status: 302, headers: { location: '/loop.ics' } });
    const loop = await addFeed(product, 'Bucle', '/loop.ics');
    expect((await firstImportOf(product, loop.feed_id)).last_error).toBe(
      'The source redirected more than 3 times',
    );
    expect(feeds.requests('/loop.ics')).toHaveLength(4);
  });

  it('refuse the same URL twice and more than 10 feeds on a product', async () => {
    const product = await insertProduct();
    for (let i = 0; i < 10; i++) feeds.serve(`/many-${i}.ics`, { body: booking([]) });
    const first = await addFeed(product, 'Uno', '/many-0.ics');
    const twice = await call('POST', `/api/calendar/products/${product}/feeds`, owner, {
      name: 'Otra vez',
      url: first.url,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'feed_exists' });
    for (let i = 1; i < 10; i++) await addFeed(product, `Feed ${i}`, `/many-${i}.ics`);
    const eleventh = await call('POST', `/api/calendar/products/${product}/feeds`, owner, {
      name: 'Once',
      url: `${feeds.origin}/many-10.ics`,
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'too_many_feeds' });
    expect((await syncOf(product)).feeds).toHaveLength(10);
  });
});

describe('feed health', () => {
  it('records a source that fails, is too slow, too large or not iCalendar, and still answers 200', async () => {
    const product = await insertProduct();
    const path = '/health.ics';
    feeds.serve(path, { body: booking([{ uid: 'ok', start: '2099-12-01', end: '2099-12-03' }]) });
    const feed = await addFeed(product, 'Salud', path);
    await firstImportOf(product, feed.feed_id);

    const failures: [Parameters<FeedServer['serve']>[1], string][] = [
      [{ status: 500, body: 'oops' }, 'The source answered HTTP 500'],
      [{ body: 'this is not a calendar' }, 'The feed is not a valid iCalendar file'],
      [{ body: '<html><body>Login</body></html>' }, 'The feed is not a valid iCalendar file'],
      [{ body: 'x'.repeat(MAX_BYTES + 10) }, 'The feed is larger than 1 MB'],
      [
        { body: `BEGIN:VCALENDAR\r\n${'X-PAD:y\r\n'.repeat(MAX_BYTES / 9)}`, chunked: true },
        'The feed is larger than 1 MB',
      ],
      [{ delayMs: TIMEOUT_MS + 1_000, body: booking([]) }, 'The source did not answer within 1 s'],
    ];
    for (const [route, message] of failures) {
      feeds.serve(path, route);
      const synced = await syncNow(product, feed.feed_id);
      expect(synced.last_error, message).toBe(message);
      expect(synced.last_success_at).not.toBeNull();
      // A failed import leaves the ranges of the last good one.
      expect(await importedRanges(product), message).toHaveLength(1);
    }
    feeds.serve(path, { body: booking([]) });
    expect(await syncNow(product, feed.feed_id)).toMatchObject({ last_error: null, events_imported: 0 });
    expect(await importedRanges(product)).toEqual([]);
  });

  it('turns stale after three periods without a successful import, counted from creation before the first', async () => {
    const product = await insertProduct();
    feeds.serve('/stale.ics', { status: 503, body: '' });
    const feed = await addFeed(product, 'Caído', '/stale.ics');
    expect((await firstImportOf(product, feed.feed_id)).stale).toBe(false);
    const period = CALENDAR_FEEDS.intervalSeconds;
    const setAges = (createdAgo: number, successAgo: number | null) =>
      sql`update calendar_feeds set created_at = now() - make_interval(secs => ${createdAgo}::float8),
          last_success_at = ${successAgo === null ? null : sql`now() - make_interval(secs => ${successAgo}::float8)`}
          where id = ${feed.feed_id}`.execute(app.deps.db);
    const stale = async () => (await syncOf(product)).feeds[0]!.stale;
    await setAges(3 * period - 60, null);
    expect(await stale()).toBe(false);
    await setAges(3 * period + 60, null);
    expect(await stale()).toBe(true);
    await setAges(10 * period, 2 * period);
    expect(await stale()).toBe(false);
    await setAges(10 * period, 3 * period + 60);
    expect(await stale()).toBe(true);
  });
});

describe('who may sync', () => {
  // Issue 25: the operator owns no products; it is refused by role (403), no longer by owner (404).
  it('is the owner only: another provider gets 404, and so does a restaurant (type 68); the operator 403', async () => {
    const product = await insertProduct();
    feeds.serve('/owner.ics', { body: booking([]) });
    const feed = await addFeed(product, 'Propio', '/owner.ics');
    const restaurant = await insertProduct(68);
    const attempts = (id: string, feedId: string) =>
      [
        ['GET', `/api/calendar/products/${id}/sync`, undefined],
        ['POST', `/api/calendar/products/${id}/export-link`, undefined],
        ['POST', `/api/calendar/products/${id}/feeds`, { name: 'X', url: `${feeds.origin}/x.ics` }],
        ['DELETE', `/api/calendar/products/${id}/feeds/${feedId}`, undefined],
        ['POST', `/api/calendar/products/${id}/feeds/${feedId}/sync`, undefined],
      ] as const;
    for (const [token, status] of [
      [other, 404],
      [operator, 403],
    ] as const) {
      for (const [method, url, payload] of attempts(product, feed.feed_id)) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    for (const [method, url, payload] of attempts(restaurant, feed.feed_id)) {
      const res = await call(method, url, owner, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // A feed of one product is not found through another of the same owner.
    const second = await insertProduct();
    const res = await call('POST', `/api/calendar/products/${second}/feeds/${feed.feed_id}/sync`, owner);
    expect(res.statusCode).toBe(404);
    expect((await syncOf(product)).feeds).toHaveLength(1);
    const unauthenticated = await app.inject({
      method: 'GET',
      url: `/api/calendar/products/${product}/sync`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
