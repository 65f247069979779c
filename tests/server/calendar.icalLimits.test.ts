import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { CALENDAR_FEEDS } from '../../server/config.ts';
import { MAX_FEEDS_PER_PRODUCT } from '../../server/modules/calendar/feedQueries.ts';
import { type FeedServer, icsOf, startFeedServer } from './calendar.icalFeeds.ts';
import { bearer, createTestAccount, loginAs, startTestApp, type TestApp } from './testApp.ts';

/*
 * What "sync now" and adding calendars may cost, with production's limits (server/auth/limits.ts): a local source
 * counts every fetch the server makes. Each test has a provider of its own, so their budgets do not mix.
 */

type CalendarFeed = components['schemas']['CalendarFeed'];

/** How long the source takes to answer when a test needs a fetch in flight. */
const SLOW_MS = 400;

let app: TestApp;
let source: FeedServer;

beforeAll(async () => {
  // The app's poller only ticks when woken (a feed added) or told to (tick()).
  app = await startTestApp({
    rateLimits: RATE_LIMITS,
    calendarFeeds: { ...CALENDAR_FEEDS, allowLoopback: true, tickSeconds: 3600, timeoutMs: 2_000 },
  });
  source = await startFeedServer();
});
afterAll(async () => {
  await app?.close();
  await source?.close();
});

type Response = Awaited<ReturnType<TestApp['inject']>>;

/** A provider of its own with one product whose calendar syncs (type 1). */
async function providerWithProduct() {
  const email = `limites-${randomUUID().slice(0, 8)}@demo.gt`;
  const id = await createTestAccount(app, { email, role: 2, category: 'company' });
  const token = await loginAs(app, email);
  const product = await productOf(id);
  return { id, token, product };
}

async function productOf(providerId: string) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({ id, provider_id: providerId, product_type: 1, name: 'Límites', updated_at: new Date() })
    .execute();
  return id;
}

const addFeed = (token: string, product: string, path: string) =>
  app.inject({
    method: 'POST',
    url: `/api/calendar/products/${product}/feeds`,
    headers: bearer(token),
    payload: { name: path.slice(1), url: `${source.origin}${path}` },
  });

const press = (token: string, product: string, feedId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/calendar/products/${product}/feeds/${feedId}/sync`,
    headers: bearer(token),
  });

const until = async (what: string, done: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting until ${what}`);
};

/** A feed added through the API, once the first import that adding starts has written its outcome. */
async function importedFeed(token: string, product: string, path: string): Promise<CalendarFeed> {
  const res = await addFeed(token, product, path);
  expect(res.statusCode, res.body).toBe(201);
  const { feed_id } = res.json() as CalendarFeed;
  await until('the first import ran', async () => {
    const row = await app.deps.db
      .selectFrom('calendar_feeds')
      .select(['last_attempt_at', 'leased_until'])
      .where('id', '=', feed_id)
      .executeTakeFirstOrThrow();
    return row.last_attempt_at !== null && row.leased_until === null;
  });
  return res.json() as CalendarFeed;
}

const bookings = (count: number) =>
  icsOf(
    Array.from({ length: count }, (_, i) => ({
      uid: `l${i}`,
      start: `2099-05-${String(i + 1).padStart(2, '0')}`,
      end: `2099-05-${String(i + 2).padStart(2, '0')}`,
      summary: 'Reserved',
    })),
  );

/** The 429 answer: the contract's Error, with when to try again in the header and the body. */
function expectTooMany(res: Response, withinSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json();
  expect(body).toMatchObject({ status: 429, code: 'too_many_requests' });
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(withinSeconds);
  expect(res.headers['retry-after']).toBe(String(body.retry_after));
}

const leaseOf = (feedId: string) =>
  app.deps.db
    .selectFrom('calendar_feeds')
    .select(sql<boolean>`leased_until is not null and leased_until > now()`.as('leased'))
    .where('id', '=', feedId)
    .executeTakeFirstOrThrow();

describe('sync now', () => {
  it('fetches a feed at most the limit’s number of times for 40 presses, one fetch for presses at once', async () => {
    const { token, product } = await providerWithProduct();
    const path = `/presses-${randomUUID()}.ics`;
    source.serve(path, { body: bookings(1) });
    const feed = await importedFeed(token, product, path);
    expect(source.requests(path)).toHaveLength(1);

    // Three presses while the source is slow: one fetch, and all three answer the feed after it.
    source.serve(path, { body: bookings(2), delayMs: SLOW_MS });
    const together = await Promise.all([1, 2, 3].map(() => press(token, product, feed.feed_id)));
    expect(together.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(source.requests(path)).toHaveLength(2);
    for (const res of together) expect(res.json()).toMatchObject({ events_imported: 2, last_error: null });

    // Then one after another, 37 more: the rest of the feed's points fetch, every press past them is a 429.
    source.serve(path, { body: bookings(3) });
    const { points, seconds } = RATE_LIMITS.feedSyncsPerFeed;
    const inARow: Response[] = [];
    for (let i = 0; i < 37; i++) inARow.push(await press(token, product, feed.feed_id));
    const left = points - together.length;
    expect(inARow.slice(0, left).map((res) => res.statusCode)).toEqual(Array(left).fill(200));
    for (const res of inARow.slice(left)) expectTooMany(res, seconds);
    // The first import, one for the three at once, one for each press left.
    expect(source.requests(path)).toHaveLength(1 + 1 + left);
    expect(source.requests(path).length).toBeLessThanOrEqual(1 + points);
    // Another feed of the same provider is not held back by this one's limit.
    const otherPath = `/other-${randomUUID()}.ics`;
    source.serve(otherPath, { body: bookings(1) });
    const other = await importedFeed(token, product, otherPath);
    expect((await press(token, product, other.feed_id)).statusCode).toBe(200);
  });

  it('starts no second fetch while the poller fetches the feed, and answers what that fetch brought', async () => {
    const { token, product } = await providerWithProduct();
    const path = `/polled-${randomUUID()}.ics`;
    source.serve(path, { body: bookings(1) });
    const feed = await importedFeed(token, product, path);
    source.serve(path, { body: bookings(4), delayMs: SLOW_MS });
    await sql`update calendar_feeds set next_fetch_at = now() - interval '1 second' where id = ${feed.feed_id}`.execute(
      app.deps.db,
    );
    const polling = app.fastify.feedPoller.tick();
    await until('the poller claimed the feed', async () => (await leaseOf(feed.feed_id)).leased);

    const res = await press(token, product, feed.feed_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ events_imported: 4, last_error: null });
    expect(await polling).toBeGreaterThanOrEqual(1);
    expect(source.requests(path)).toHaveLength(2);
  });

  it('waits on a lease another server process holds, through the database, without fetching', async () => {
    const { token, product } = await providerWithProduct();
    const path = `/elsewhere-${randomUUID()}.ics`;
    source.serve(path, { body: bookings(1) });
    const feed = await importedFeed(token, product, path);
    // Another process claimed the feed (as claimDueFeeds does) and is fetching it.
    await sql`update calendar_feeds set leased_until = now() + interval '1 minute' where id = ${feed.feed_id}`.execute(
      app.deps.db,
    );
    let answered = false;
    const pressing = press(token, product, feed.feed_id).finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 3 * SLOW_MS));
    expect(answered).toBe(false);
    // That process writes its outcome and gives the lease back, as importFeed does.
    await sql`update calendar_feeds set events_imported = 7, last_attempt_at = now(), leased_until = null
              where id = ${feed.feed_id}`.execute(app.deps.db);
    const res = await pressing;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ events_imported: 7 });
    expect(source.requests(path)).toHaveLength(1);
  });
});

describe('fetches a provider asks for', () => {
  it(`caps a product at ${MAX_FEEDS_PER_PRODUCT} calendars and a provider’s adds and presses together at the limit`, async () => {
    const { id, token, product } = await providerWithProduct();
    const { points, seconds } = RATE_LIMITS.feedFetchesPerProvider;
    const paths = Array.from(
      { length: MAX_FEEDS_PER_PRODUCT + 1 },
      (_, i) => `/cap-${i}-${randomUUID()}.ics`,
    );
    for (const path of paths) source.serve(path, { body: bookings(1) });
    const feeds: CalendarFeed[] = [];
    for (const path of paths.slice(0, MAX_FEEDS_PER_PRODUCT))
      feeds.push(await importedFeed(token, product, path));

    const extra = await addFeed(token, product, paths[MAX_FEEDS_PER_PRODUCT] as string);
    expect(extra.statusCode).toBe(409);
    expect(extra.json()).toMatchObject({ code: 'too_many_feeds' });

    // Presses round the feeds (well within each one's own limit) until the provider's points are spent.
    const spent = MAX_FEEDS_PER_PRODUCT + 1;
    for (let i = 0; i < points - spent; i++) {
      const res = await press(token, product, feeds[i % feeds.length]!.feed_id);
      expect(res.statusCode, `press ${i + 1}`).toBe(200);
    }
    expectTooMany(await press(token, product, feeds[0]!.feed_id), seconds);
    // Adding a calendar to another product of theirs is refused too, before anything is stored or fetched.
    const another = await productOf(id);
    expectTooMany(await addFeed(token, another, paths[MAX_FEEDS_PER_PRODUCT] as string), seconds);
    expect(
      await app.deps.db.selectFrom('calendar_feeds').select('id').where('product_id', '=', another).execute(),
    ).toEqual([]);
    const fetches = paths.reduce((sum, path) => sum + source.requests(path).length, 0);
    expect(fetches).toBe(points - 1);
  });
});
