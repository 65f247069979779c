import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, signInOver, startServerProcess } from '../../scripts/serverProcess.ts';
import { type FeedServer, icsOf, startFeedServer } from '../server/calendar.icalFeeds.ts';
import { testDatabase } from '../server/testApp.ts';
import { ownRedisDatabase } from './redisDatabase.ts';

/*
 * Calendar sync with two server processes on one PostgreSQL (issue 13): both poll every 0.2 s, and each imported
 * feed is still fetched once per period, by whichever process claimed it; "sync now" pressed on both at once
 * fetches a feed once (issue 25). Runs only with DATABASE_URL (.ci/run).
 */

const FEEDS = 8;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let source: FeedServer;
let client: pg.Client;
let dropDatabase = async () => {};

beforeAll(async () => {
  const db = await testDatabase();
  if (!db.databaseUrl) throw new Error('The scale-out suite needs DATABASE_URL');
  dropDatabase = db.dropDatabase;
  source = await startFeedServer();
  const env = {
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: await ownRedisDatabase(14),
    CALENDAR_FEED_TICK: '0.2',
    CALENDAR_FEED_ALLOW_LOOPBACK: '1',
  };
  for (let i = 0; i < 2; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scaleout-'));
    dataDirs.push(dataDir);
    servers.push(await startServerProcess({ dataDir, env }));
  }
  client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
}, 120_000);

afterAll(async () => {
  await client?.end();
  await Promise.all(servers.map((s) => s.stop()));
  await source?.close();
  await dropDatabase();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const until = async (what: string, done: () => Promise<boolean>) => {
  for (let i = 0; i < 300; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting until ${what}`);
};

it('fetches each feed once per period while two processes poll', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const token = await signInOver(a.url, 'empresa@demo.gt');
  const product = randomUUID();
  await client.query(
    `insert into products (id, provider_id, product_type, name, updated_at) values ($1, 'demo-1', 1, 'Dos procesos', now())`,
    [product],
  );
  const paths = Array.from({ length: FEEDS }, (_, i) => `/two-${i}.ics`);
  for (const [i, feedPath] of paths.entries()) {
    source.serve(feedPath, {
      body: icsOf([{ uid: `two-${i}`, start: '2099-04-01', end: '2099-04-03', summary: 'Reserved' }]),
    });
    // Added through the API of either process (the one that answers wakes its poller at once).
    const res = await fetch(`${(i % 2 ? b : a).url}/api/calendar/products/${product}/feeds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Feed ${i}`, url: `${source.origin}${feedPath}` }),
    });
    expect(res.status).toBe(201);
  }
  const imported = async () => {
    const { rows } = await client.query(
      `select count(*)::int as n from calendar_feeds
       where product_id = $1 and last_attempt_at is not null and leased_until is null and last_error is null`,
      [product],
    );
    return rows[0].n === FEEDS;
  };
  const fetches = () => paths.map((p) => source.requests(p).length);

  await until('every feed was imported', imported);
  // Ten ticks of each process later, nothing was fetched twice.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(fetches()).toEqual(paths.map(() => 1));

  // A period passes: each feed is fetched once more.
  await client.query(
    `update calendar_feeds set next_fetch_at = now() - interval '1 second', last_attempt_at = null where product_id = $1`,
    [product],
  );
  await until('every feed was imported again', imported);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(fetches()).toEqual(paths.map(() => 2));

  const { rows } = await client.query(
    'select count(*)::int as n from product_availability where product_id = $1 and feed_id is not null',
    [product],
  );
  expect(rows[0].n).toBe(FEEDS);
});

it('fetches a feed once when "sync now" is pressed on both processes at once', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const token = await signInOver(b.url, 'empresa@demo.gt');
  const product = randomUUID();
  const feedId = randomUUID();
  const feedPath = `/at-once-${feedId}.ics`;
  await client.query(
    `insert into products (id, provider_id, product_type, name, updated_at) values ($1, 'demo-1', 1, 'A la vez', now())`,
    [product],
  );
  // Not due for an hour: the pollers leave it alone, only the presses fetch it.
  await client.query(
    `insert into calendar_feeds (id, product_id, name, url, next_fetch_at)
     values ($1, $2, 'A la vez', $3, now() + interval '1 hour')`,
    [feedId, product, `${source.origin}${feedPath}`],
  );
  source.serve(feedPath, {
    body: icsOf([{ uid: 'at-once', start: '2099-05-01', end: '2099-05-03', summary: 'Reserved' }]),
    delayMs: 500,
  });
  const presses = await Promise.all(
    [a, b, a, b].map((server) =>
      fetch(`${server.url}/api/calendar/products/${product}/feeds/${feedId}/sync`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    ),
  );
  expect(presses.map((res) => res.status)).toEqual([200, 200, 200, 200]);
  for (const res of presses) expect(await res.json()).toMatchObject({ events_imported: 1, last_error: null });
  expect(source.requests(feedPath)).toHaveLength(1);
});
