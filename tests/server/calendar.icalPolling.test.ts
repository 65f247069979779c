import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { CALENDAR_FEEDS, type CalendarFeedSettings } from '../../server/config.ts';
import { createFeedPoller, type FeedPoller } from '../../server/modules/calendar/feedPolling.ts';
import { type FeedServer, icsOf, startFeedServer } from './calendar.icalFeeds.ts';
import { startTestApp, type TestApp } from './testApp.ts';

/*
 * Polling shared by several pollers on one database (as several server processes would run them): each due feed
 * is claimed by one of them, so it is fetched once per period. tests/scaleout/calendarPolling.test.ts runs the
 * same with two real processes on PostgreSQL.
 */

const SETTINGS: CalendarFeedSettings = { ...CALENDAR_FEEDS, allowLoopback: true, tickSeconds: 0.02 };
const FEEDS = 6;

let app: TestApp;
let source: FeedServer;

beforeAll(async () => {
  // The app's own poller sleeps; the two below do the work.
  app = await startTestApp({ calendarFeeds: { ...SETTINGS, tickSeconds: 3600 } });
  source = await startFeedServer();
});
afterAll(async () => {
  await app?.close();
  await source?.close();
});

/** Two pollers of the calling test's own, ticking until it ends (as two server processes would). */
function startPollers() {
  const pollers: FeedPoller[] = [];
  for (let i = 0; i < 2; i++) {
    const poller = createFeedPoller({ db: app.deps.db, settings: SETTINGS });
    pollers.push(poller);
    poller.start();
  }
  onTestFinished(async () => {
    await Promise.all(pollers.map((p) => p.stop()));
  });
}

const until = async (what: string, done: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting until ${what}`);
};

it('fetches each due feed once per period when two pollers share the database', async () => {
  const product = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({ id: product, provider_id: 'demo-1', product_type: 1, name: 'Sondeo', updated_at: new Date() })
    .execute();
  const paths = Array.from({ length: FEEDS }, (_, i) => `/poll-${i}.ics`);
  for (const [i, path] of paths.entries()) {
    source.serve(path, {
      body: icsOf([{ uid: `p${i}`, start: '2099-03-01', end: '2099-03-02', summary: 'Reserved' }]),
    });
    await app.deps.db
      .insertInto('calendar_feeds')
      .values({ id: randomUUID(), product_id: product, name: `F${i}`, url: `${source.origin}${path}` })
      .execute();
  }
  const attempted = async (count: number) => {
    const rows = await app.deps.db
      .selectFrom('calendar_feeds')
      .select('id')
      .where('product_id', '=', product)
      .where('leased_until', 'is', null)
      .where('last_attempt_at', 'is not', null)
      .execute();
    return rows.length === count;
  };
  const fetches = () => paths.map((path) => source.requests(path).length);

  startPollers();
  await until('every feed was imported', () => attempted(FEEDS));
  // Many more ticks of both pollers within the period: nothing is fetched again.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(fetches()).toEqual(paths.map(() => 1));
  const imported = await app.deps.db
    .selectFrom('product_availability')
    .select('event_uid')
    .where('product_id', '=', product)
    .orderBy('event_uid')
    .execute();
  expect(imported.map((r) => r.event_uid)).toEqual(paths.map((_, i) => `p${i}`));

  // The next period comes: each feed once more.
  await sql`update calendar_feeds set next_fetch_at = now() - interval '1 second', last_attempt_at = null
            where product_id = ${product}`.execute(app.deps.db);
  await until('every feed was imported again', () => attempted(FEEDS));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(fetches()).toEqual(paths.map(() => 2));
});

it('leaves a feed another poller holds alone until its lease runs out', async () => {
  const product = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({ id: product, provider_id: 'demo-1', product_type: 1, name: 'Arriendo', updated_at: new Date() })
    .execute();
  const feedId = randomUUID();
  source.serve('/leased.ics', { body: icsOf([]) });
  await app.deps.db
    .insertInto('calendar_feeds')
    .values({
      id: feedId,
      product_id: product,
      name: 'L',
      url: `${source.origin}/leased.ics`,
      leased_until: sql<Date>`now() + interval '1 second'`,
    })
    .execute();
  startPollers();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(source.requests('/leased.ics')).toHaveLength(0);
  // A process that died mid-import held it; after the lease the feed is fetched and imported. Waiting for the
  // import to end (not only for the request) leaves nothing in flight for the next test's pollers to stop.
  await until('the feed was imported after the lease', async () => {
    const feed = await app.deps.db
      .selectFrom('calendar_feeds')
      .select(['leased_until', 'last_attempt_at'])
      .where('id', '=', feedId)
      .executeTakeFirstOrThrow();
    return feed.last_attempt_at !== null && feed.leased_until === null;
  });
  expect(source.requests('/leased.ics')).toHaveLength(1);
});

it('gives a claimed feed back when it stops mid-import, for another process to take at once', async () => {
  // No other poller runs (the other tests stop theirs as they end): this test watches one poller alone.
  const product = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({ id: product, provider_id: 'demo-1', product_type: 1, name: 'Parada', updated_at: new Date() })
    .execute();
  const feedId = randomUUID();
  source.serve('/slow.ics', { delayMs: 5_000, body: icsOf([]) });
  await app.deps.db
    .insertInto('calendar_feeds')
    .values({ id: feedId, product_id: product, name: 'S', url: `${source.origin}/slow.ics` })
    .execute();
  const poller = createFeedPoller({ db: app.deps.db, settings: { ...SETTINGS, tickSeconds: 3600 } });
  const ticking = poller.tick();
  await until('the slow feed is being fetched', async () => source.requests('/slow.ics').length === 1);
  await poller.stop();
  expect(await ticking).toBe(1);
  const feed = await app.deps.db
    .selectFrom('calendar_feeds')
    .select(['leased_until', 'last_attempt_at', 'last_error'])
    .where('id', '=', feedId)
    .executeTakeFirstOrThrow();
  expect(feed).toEqual({ leased_until: null, last_attempt_at: null, last_error: null });
  // Another poller takes it now, not after the lease would have run out.
  source.serve('/slow.ics', { body: icsOf([]) });
  const next = createFeedPoller({ db: app.deps.db, settings: { ...SETTINGS, tickSeconds: 3600 } });
  expect(await next.tick()).toBe(1);
  expect(source.requests('/slow.ics')).toHaveLength(2);
});
