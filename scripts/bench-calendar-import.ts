/**
 * `npx tsx scripts/bench-calendar-import.ts`: importing a 2 000-event iCal feed (issue 13 acceptance: ≤ 2 s).
 *
 * The real app (embedded PGlite in memory, or PostgreSQL with DATABASE_URL) and an Airbnb-style feed of 2 000
 * all-day events served by a local HTTP server in this process. Each run is one "sync now" through the API:
 * fetch, parse with ical.js, replace the feed's ranges in one transaction (the first run inserts 2 000 ranges,
 * later ones delete and insert them again, with every event moved by a day so nothing is skipped). Prints each
 * run, the median of the runs, and PASS or FAIL against 2 s.
 *
 * Options: --events 2000, --runs 5.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { RATE_LIMITS } from '../server/auth/limits.ts';
import { CALENDAR_FEEDS, readConfig } from '../server/config.ts';
import { benchApp, benchProvider } from './benchApp.ts';

const LIMIT_MS = 2_000;

const { values } = parseArgs({
  options: { events: { type: 'string', default: '2000' }, runs: { type: 'string', default: '5' } },
});
const EVENTS = Number(values.events);
const RUNS = Number(values.runs);

const day = (offset: number) =>
  new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const compact = (d: string) => d.replaceAll('-', '');

/** EVENTS stays of one to three nights, one after the other, shifted by `shift` days. */
function feedText(shift: number): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'VERSION:2.0'];
  for (let i = 0; i < EVENTS; i++) {
    const start = i * 4 + shift;
    lines.push(
      'BEGIN:VEVENT',
      'DTSTAMP:20261124T120000Z',
      `DTSTART;VALUE=DATE:${compact(day(start))}`,
      `DTEND;VALUE=DATE:${compact(day(start + 1 + (i % 3)))}`,
      `UID:${i.toString(16).padStart(12, '0')}-bench@airbnb.com`,
      i % 2 ? 'SUMMARY:Airbnb (Not available)' : 'SUMMARY:Reserved',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMBENCH\\nPhone Number (Last 4 Digits): 1234',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

let body = feedText(0);
const source = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;

const config = readConfig({ ...process.env, LOG_LEVEL: 'silent' });
// On PostgreSQL, a schema of its own, dropped at the end: the bench leaves nothing in the database.
const schema = `bench_ical_${randomUUID().replaceAll('-', '')}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};
let databaseUrl: string | undefined;
if (config.databaseUrl) {
  await admin(`create schema ${schema}`);
  const url = new URL(config.databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
}
const app = await benchApp({
  databaseUrl,
  inMemoryDatabase: !databaseUrl,
  seedDemo: false,
  calendarFeeds: { ...CALENDAR_FEEDS, allowLoopback: true, tickSeconds: 3600 },
  // Every run presses "sync now" on one feed: the limits on presses would stop `--runs` above 5.
  rateLimits: {
    ...RATE_LIMITS,
    feedSyncsPerFeed: { points: RUNS, seconds: 60 },
    feedFetchesPerProvider: { points: RUNS, seconds: 60 },
  },
});
const { db } = app.deps;

const { providerId, token } = await benchProvider(app, `bench-ical-${randomUUID()}@example.com`);
const productId = randomUUID();
await db
  .insertInto('products')
  .values({ id: productId, provider_id: providerId, product_type: 1, name: 'Banco', updated_at: new Date() })
  .execute();
const feedId = randomUUID();
// Inserted directly, so the background first import of "add feed" does not run beside the measured ones.
await db
  .insertInto('calendar_feeds')
  .values({ id: feedId, product_id: productId, name: 'Airbnb', url: `${origin}/bench.ics` })
  .execute();

console.info(`Feed: ${EVENTS} events, ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB`);
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  body = feedText(run);
  const started = performance.now();
  const res = await app.fastify.inject({
    method: 'POST',
    url: `/api/calendar/products/${productId}/feeds/${feedId}/sync`,
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = performance.now() - started;
  const feed = res.json() as { events_imported: number; last_error: string | null };
  if (res.statusCode !== 200 || feed.last_error || feed.events_imported !== EVENTS)
    throw new Error(`Run ${run + 1}: ${res.statusCode} ${res.body}`);
  times.push(ms);
  console.info(`run ${run + 1}: ${ms.toFixed(0)} ms (${feed.events_imported} ranges)`);
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
console.info(
  `import of ${EVENTS} events, median of ${RUNS}: ${median.toFixed(0)} ms on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'} — ${median <= LIMIT_MS ? 'PASS' : 'FAIL'} (≤ ${LIMIT_MS} ms)`,
);

await app.dispose();
if (databaseUrl) await admin(`drop schema ${schema} cascade`);
source.close();
process.exitCode = median <= LIMIT_MS ? 0 : 1;
