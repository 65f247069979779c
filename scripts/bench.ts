/**
 * `npm run bench`: the product list and the per-type counts of a provider with 10 000 products, on the
 * embedded PGlite database, through the real app (routing, bearer check, contract validation, handlers,
 * SQL). Prints p50 / p95 / max per call and PASS when every p95 is at most 20 ms (issue 4 acceptance).
 * Promotions run on 20 % of the products (issue 14), so the list answers carry promotion tags. The products
 * are stays and things to do (issue 16) in turn (the catalogue of scripts/benchCatalogue.ts, which
 * `npm run bench:api` measures too).
 */
import os from 'node:os';
import { benchApp } from './benchApp.ts';
import { seedCatalogue } from './benchCatalogue.ts';

const WARM_UP = 100;
const RUNS = 400;
const LIMIT_MS = 20;

const app = await benchApp();
const { token } = await seedCatalogue(app);

const CALLS = [
  ['list, first page', '/api/products?product_type=1&language_code=es'],
  ['list, page 150', '/api/products?product_type=1&language_code=es&page=150'],
  ['list, search "lago"', '/api/products?product_type=4&language_code=es&query=lago'],
  ['list, published only', '/api/products?product_type=5&language_code=es&status=3'],
  ['tours, first page', '/api/products?product_type=12&language_code=es'],
  ['packages, search "lago"', '/api/products?product_type=71&language_code=es&query=lago'],
  ['counts per type', '/api/products/counts'],
  ['counts, search "playa"', '/api/products/counts?query=playa'],
] as const;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
const headers = { authorization: `Bearer ${token}` };

// Round by round, each call once per round: a burst of load from elsewhere on the machine lands on
// every call alike instead of on whichever happened to be measured then.
const times: number[][] = CALLS.map(() => []);
for (let run = 0; run < WARM_UP + RUNS; run++) {
  for (const [i, [, url]] of CALLS.entries()) {
    const t = performance.now();
    const res = await app.fastify.inject({ method: 'GET', url, headers });
    const elapsed = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (run >= WARM_UP) times[i]?.push(elapsed);
  }
}
// The tags the list answers carried (a disabled or ended promotion shows none).
let items = 0;
let tagged = 0;
for (const [, url] of CALLS.filter(([, url]) => url.startsWith('/api/products?'))) {
  const res = await app.fastify.inject({ method: 'GET', url, headers });
  const data = (res.json() as { data: { promotions: unknown[] }[] }).data;
  items += data.length;
  tagged += data.filter((item) => item.promotions.length > 0).length;
}

const results = CALLS.map(([name], i) => {
  const sorted = (times[i] ?? []).sort((a, b) => a - b);
  return { name, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
});

const ms = (v: number) => v.toFixed(2).padStart(7);
console.info(
  `\n${os.cpus().length} cores, Node ${process.versions.node}, PGlite in memory, ${RUNS} calls each, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
);
console.info(`${'call'.padEnd(24)}    p50 ms   p95 ms   max ms`);
for (const r of results) console.info(`${r.name.padEnd(24)} ${ms(r.p50)}  ${ms(r.p95)}  ${ms(r.max)}`);
console.info(`\nList items with promotion tags: ${tagged} of ${items} listed.`);
const worst = Math.max(...results.map((r) => r.p95));
const pass = worst <= LIMIT_MS;
console.info(`\n${pass ? 'PASS' : 'FAIL'}: highest p95 ${worst.toFixed(2)} ms (limit ${LIMIT_MS} ms)`);

await app.dispose();
process.exitCode = pass ? 0 : 1;
