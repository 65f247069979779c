/**
 * `npm run bench:calendar`: the calendar of issue 13 on the embedded PGlite database, through the real app
 * (routing, bearer check, contract validation, handlers, SQL). One provider with 200 products, each with
 * about 10 ranges (reserved, blocked by hand, a few imported); then each section measures its call and
 * prints p50 / p95 / max. Numbers only: the targets are printed next to them, not asserted.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { App } from '../server/app.ts';
import { benchApp, benchProvider } from './benchApp.ts';

const PRODUCTS = 200;
const RANGES_PER_PRODUCT = 10;
const WARM_UP = 20;
const RUNS = 200;

interface Bench {
  app: App;
  providerId: string;
  productIds: string[];
  headers: { authorization: string };
}

interface Measured {
  name: string;
  target: string;
  /** Milliseconds per run, unsorted: wall clock, and this process's CPU time (less moved by other load). */
  times: number[];
  cpu: number[];
}

/**
 * The sections, run in order on the same seeded app. The iCal import of a 2 000-event feed runs apart
 * (scripts/bench-calendar-import.ts, its own app and feed server); `npm run bench:calendar` runs both.
 */
const SECTIONS: ((bench: Bench) => Promise<Measured[]>)[] = [overviewReads];

const DAY_MS = 86_400_000;
const dayFrom = (base: number, offset: number) => new Date(base + offset * DAY_MS).toISOString().slice(0, 10);

const app = await benchApp();

const started = performance.now();
const bench = await seed(app);
console.info(
  `Seeded ${PRODUCTS} products with ${PRODUCTS * RANGES_PER_PRODUCT} ranges in ${Math.round(performance.now() - started)} ms.`,
);

const results: Measured[] = [];
for (const section of SECTIONS) results.push(...(await section(bench)));
report(results);

await app.dispose();

/** One provider; per product 10 ranges over about five months around today: reserved, blocked, imported. */
async function seed(target: App): Promise<Bench> {
  const { db } = target.deps;
  const { providerId, token } = await benchProvider(target, 'calendario@example.com');
  const productIds = Array.from({ length: PRODUCTS }, () => randomUUID());
  await db
    .insertInto('products')
    .values(
      productIds.map((id, i) => ({
        id,
        provider_id: providerId,
        product_type: [1, 4, 5][i % 3] as number,
        name: `Alojamiento ${i}`,
        title: `Casa ${String(i).padStart(3, '0')}`,
        updated_at: new Date(),
      })),
    )
    .execute();

  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  for (const [i, productId] of productIds.entries()) {
    const feedId = randomUUID();
    await db
      .insertInto('calendar_feeds')
      .values({ id: feedId, product_id: productId, name: 'Airbnb', url: `https://example.com/${i}.ics` })
      .execute();
    const bookings = [];
    const ranges = [];
    // Ranges of 2 to 4 days, 8 to 12 free days apart, from about a month ago to four months ahead.
    let offset = -30 + (i % 7);
    for (let r = 0; r < RANGES_PER_PRODUCT; r++) {
      const length = 2 + ((i + r) % 3);
      const first = offset;
      const start = dayFrom(today, first);
      const end = dayFrom(today, first + length - 1);
      offset += length + 8 + ((i * r) % 5);
      const kind = r % 3 === 0 ? 'reserved' : r % 5 === 4 ? 'imported' : 'blocked';
      const id = randomUUID();
      if (kind === 'reserved') {
        bookings.push({
          id,
          provider_id: providerId,
          product_id: productId,
          reservation_no: `BC-${i}-${r}`,
          status: 2 as const,
          traveler: JSON.stringify({ name: 'Huésped' }),
          start_date: start,
          // The guest leaves the day after the last night.
          end_date: dayFrom(today, first + length),
          subtotal: 100,
        });
      }
      ranges.push({
        id,
        product_id: productId,
        start_date: start,
        end_date: end,
        lock_type: kind === 'reserved' ? ('reserved' as const) : ('blocked' as const),
        booking_id: kind === 'reserved' ? id : null,
        feed_id: kind === 'imported' ? feedId : null,
        event_uid: kind === 'imported' ? `${id}@example.com` : null,
        note: kind === 'blocked' ? 'Mantenimiento' : '',
      });
    }
    await db.insertInto('bookings').values(bookings).execute();
    await db.insertInto('product_availability').values(ranges).execute();
  }
  return { app: target, providerId, productIds, headers: { authorization: `Bearer ${token}` } };
}

/** The all-products calendar's 30-day window, as the screen first opens it and as it scrolls. */
async function overviewReads({ app: target, headers }: Bench): Promise<Measured[]> {
  const calls = [
    ['overview, 30 days from today', '/api/calendar?days=30'],
    ['overview, 30 days from +30', `/api/calendar?start=${dayFrom(Date.now(), 30)}&days=30`],
    ['overview, 62 days from -30', `/api/calendar?start=${dayFrom(Date.now(), -30)}&days=62`],
  ] as const;
  const measured = calls.map(([name]) => ({
    name,
    target: 'p95 ≤ 30 ms',
    times: [] as number[],
    cpu: [] as number[],
  }));
  // Round by round, each call once per round, so a burst of load elsewhere lands on every call alike.
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    for (const [i, [, url]] of calls.entries()) {
      const t = performance.now();
      const cpuBefore = process.cpuUsage();
      const res = await target.fastify.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - t;
      const cpu = process.cpuUsage(cpuBefore);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (run === 0) {
        const body = res.json() as { products: { ranges: unknown[] }[] };
        const ranges = body.products.reduce((n, p) => n + p.ranges.length, 0);
        console.info(`${url}: ${body.products.length} products, ${ranges} ranges in the window`);
      }
      if (run >= WARM_UP) {
        measured[i]?.times.push(elapsed);
        measured[i]?.cpu.push((cpu.user + cpu.system) / 1000);
      }
    }
  }
  return measured;
}

function report(measured: Measured[]) {
  const percentile = (sorted: number[], q: number) =>
    sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const ms = (v: number) => v.toFixed(2).padStart(7);
  const columns = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [percentile(sorted, 0.5), percentile(sorted, 0.95), sorted.at(-1) ?? 0].map(ms).join('  ');
  };
  console.info(
    `\n${os.cpus().length} cores, Node ${process.versions.node}, PGlite in memory, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  console.info(`${''.padEnd(32)}        wall clock (ms)            CPU of this process (ms)`);
  console.info(`${'call'.padEnd(32)}  runs    p50      p95      max      p50      p95      max   target`);
  for (const { name, target, times, cpu } of measured) {
    console.info(
      `${name.padEnd(32)} ${String(times.length).padStart(5)}  ${columns(times)}  ${columns(cpu)}   ${target}`,
    );
  }
}
