/**
 * `npm run bench:reports`: the reports of issue 32 on PostgreSQL with 100 000 reservations. Creates a database of its
 * own (on DATABASE_URL's server, else postgres@127.0.0.1:5432), migrates it through the real app, and seeds 200
 * providers' products and reservations over two years (2025-2026): one big provider with 20 000 of them on 40
 * products (stays, a hotel's rooms, tours), the other 80 000 spread over 199 providers. Then each report of the big
 * provider over one year (2026) is asked through the app (routing, bearer check, contract validation, handler, SQL,
 * serialisation: `fastify.inject`), round after round, beside the reference: the plainest indexed query over the same
 * reservations (how many the provider had requested in that year, a prepared count on the index the reports read).
 * Prints p50 and p95 of each, the ratio of its p95 to the reference's, and PASS/FAIL against the issue's target
 * (p95 ≤ 200 ms); exits 1 when a report misses it. The database is dropped at the end, also on failure.
 *
 * Flags: --runs=N (measured rounds, default 100), --warm-up=N (default 10), --explain (print each report's plan).
 */
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import type { App } from '../server/app.ts';
import { prepared } from '../server/db/prepared.ts';
import { benchApp, benchProvider } from './benchApp.ts';

const TARGET_P95_MS = 200;
const PROVIDERS = 200;
const BIG_PROVIDER_BOOKINGS = 20_000;
const OTHER_BOOKINGS = 80_000;
const BIG_PROVIDER_PRODUCTS = 40;
const OTHER_PRODUCTS = 3;
const YEAR = { from: '2026-01-01', to: '2026-12-31' };

const flag = (name: string, fallback: number) => {
  const given = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1`);
  return value;
};
const RUNS = flag('runs', 100);
const WARM_UP = flag('warm-up', 10);
const EXPLAIN = process.argv.includes('--explain');

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `portal_bench_reports_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** The reports as the screen asks for them, for the big provider's year. */
const range = `from=${YEAR.from}&to=${YEAR.to}`;
const REPORTS = [
  ['summary', `/api/reports/summary?${range}`],
  ['bookings', `/api/reports/bookings?${range}`],
  ['revenue', `/api/reports/revenue?${range}`],
  ['occupancy', `/api/reports/occupancy?${range}`],
  ['response time', `/api/reports/response-time?${range}`],
  ['cancellations', `/api/reports/cancellations?${range}`],
  ['bookings CSV', `/api/reports/csv/bookings?${range}`],
  ['occupancy CSV', `/api/reports/csv/occupancy?${range}`],
] as const;

/** The reference: the provider's reservations requested in the range, counted on the index the reports read. */
const referenceQuery = prepared<{ providerId: string; from: string; to: string }, { n: string }>(
  (db, param) =>
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('provider_id', '=', param('providerId'))
      .where('request_date', '>=', sql<Date>`${param('from')}::date::timestamp at time zone 'UTC'`)
      .where('request_date', '<', sql<Date>`(${param('to')}::date + 1)::timestamp at time zone 'UTC'`),
);

let app: (App & { dispose(): Promise<void> }) | undefined;

async function cleanUp() {
  await app?.dispose().catch(() => {});
  app = undefined;
  await admin(`drop database if exists ${databaseName} with (force)`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: dropping ${databaseName}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let failed = false;
try {
  await admin(`create database ${databaseName}`);
  app = await benchApp({ databaseUrl, inMemoryDatabase: false });
  const started = performance.now();
  const { providerId, token } = await benchProvider(app, 'informes@example.com');
  await seed(app, providerId);
  console.info(
    `Seeded ${PROVIDERS} providers, ${BIG_PROVIDER_BOOKINGS + OTHER_BOOKINGS} reservations in ${Math.round(performance.now() - started)} ms (database ${databaseName}).`,
  );
  const headers = { authorization: `Bearer ${token}` };
  if (EXPLAIN) await explain(app, providerId);
  failed = await measure(app, providerId, headers);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

/**
 * 199 providers with 3 products each and the big one with 40 (stays and private rooms, a hotel with rooms, tours),
 * then 100 000 reservations in two statements: statuses in the proportions of a busy marketplace (a fifth rejected or
 * cancelled, a tenth pending), requests spread over 2025-2026, answers within 0-47 hours, stays of 1-4 nights.
 */
async function seed(target: App, bigProvider: string) {
  const { db } = target.deps;
  await sql`insert into users (id, email, auth_provider, language, business_category)
    select 'bench-p-' || g, 'bench-p-' || g || '@example.com', 'local', 'es', 'company'
    from generate_series(1, ${PROVIDERS - 1}) g`.execute(db);
  await sql`insert into user_roles (user_id, role) select 'bench-p-' || g, 2 from generate_series(1, ${PROVIDERS - 1}) g`.execute(
    db,
  );
  await sql`insert into products (id, provider_id, product_type, name, commission_model, updated_at)
    select 'bench-p-' || p || '-' || k, 'bench-p-' || p, (array[1, 4, 11])[k], 'Producto ' || p || '-' || k, 1 + k % 2, now()
    from generate_series(1, ${PROVIDERS - 1}) p, generate_series(1, ${OTHER_PRODUCTS}) k`.execute(db);
  // The big provider: a hotel (no calendar) with 8 rooms, 16 stays and private rooms, 15 tours.
  await sql`insert into products (id, provider_id, product_type, name, commission_model, updated_at)
    values ('bench-hotel', ${bigProvider}, 2, 'Hotel Banco', 2, now())`.execute(db);
  await sql`insert into products (id, provider_id, product_type, name, commission_model, parent_id, updated_at)
    select 'bench-big-' || k, ${bigProvider},
      case when k <= 8 then 14 when k <= 24 then (array[1, 4, 5])[1 + k % 3] else (array[11, 12, 71])[1 + k % 3] end,
      'Producto ' || k, 1 + k % 2, case when k <= 8 then 'bench-hotel' end, now()
    from generate_series(1, ${BIG_PROVIDER_PRODUCTS - 1}) k`.execute(db);
  const bookings = (
    count: number,
    prefix: string,
    provider: ReturnType<typeof sql>,
    product: ReturnType<typeof sql>,
  ) => sql`
    insert into bookings (id, provider_id, product_id, reservation_no, status, traveler, start_date, end_date,
      request_date, subtotal, currency, reject_reason, cancelled_by, decided_at, commission_model, adult, children)
    select ${prefix} || g, ${provider}, ${product}, ${prefix} || g,
      case when g % 10 in (0, 1) then 0 when g % 10 = 2 then 1 when g % 10 < 7 then 2 else 3 end,
      '{"first_name": "Rosa", "last_name": "Chávez", "email": "rosa@correo.gt"}'::jsonb,
      requested::date + (g % 60), requested::date + (g % 60) + 1 + g % 4,
      requested, 50 + g % 400, 'USD',
      case when g % 10 = 0 then (array['Fechas ocupadas', 'Mantenimiento', 'Grupo muy grande', 'Sin guía'])[1 + g % 4] end,
      case when g % 10 = 0 then 'provider' when g % 10 = 1 then 'traveler' end,
      case when g % 10 not in (1, 2) then requested + make_interval(hours => (g * 31) % 48, mins => g % 60) end,
      case when g % 10 not in (1, 2) then 1 + g % 2 end,
      1 + g % 3, g % 2
    from (
      select g, timestamptz '2025-01-01 00:00:00+00' + make_interval(mins => (g * 7919) % (730 * 24 * 60)) as requested
      from generate_series(1, ${count}) g
    ) s`;
  await bookings(
    BIG_PROVIDER_BOOKINGS,
    'BB-',
    sql`${bigProvider}`,
    sql`'bench-big-' || (1 + g % ${BIG_PROVIDER_PRODUCTS - 1})`,
  ).execute(db);
  await bookings(
    OTHER_BOOKINGS,
    'BO-',
    sql`'bench-p-' || (1 + g % ${PROVIDERS - 1})`,
    sql`'bench-p-' || (1 + g % ${PROVIDERS - 1}) || '-' || (1 + g % ${OTHER_PRODUCTS})`,
  ).execute(db);
  await sql`analyze`.execute(db);
}

/**
 * The plans (EXPLAIN ANALYZE) of the two reads every report is made of: the provider's requests in the range (every
 * report but occupancy) and their confirmed reservations whose days touch it (occupancy).
 */
async function explain(target: App, providerId: string) {
  const { db } = target.deps;
  const plans = [
    sql<{ 'QUERY PLAN': string }>`explain analyze
      select date_trunc('month', b.request_date at time zone 'UTC'), count(*) from bookings b
      where b.provider_id = ${providerId}
        and b.request_date >= ${YEAR.from}::date::timestamp at time zone 'UTC'
        and b.request_date < (${YEAR.to}::date + 1)::timestamp at time zone 'UTC'
      group by 1`,
    sql<{ 'QUERY PLAN': string }>`explain analyze
      select b.product_id, count(*) from bookings b
      where b.provider_id = ${providerId} and b.status in (2, 3)
        and b.start_date <= ${YEAR.to}::date and b.end_date >= ${YEAR.from}::date
      group by 1`,
  ];
  for (const plan of plans) {
    const { rows } = await plan.execute(db);
    console.info(`${rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
  }
}

interface Measured {
  name: string;
  times: number[];
}

async function measure(target: App, providerId: string, headers: { authorization: string }) {
  const { db } = target.deps;
  const reference: Measured = { name: 'reference: indexed count', times: [] };
  const reports: Measured[] = REPORTS.map(([name]) => ({ name, times: [] }));
  for (const [name, url] of REPORTS) {
    const res = await target.fastify.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  const { n } = (await referenceQuery.executeTakeFirst(db, { providerId, ...YEAR })) ?? { n: '0' };
  console.info(`The big provider requested ${n} reservations in ${YEAR.from.slice(0, 4)}.`);
  // Round by round, each report once per round, so a busy moment of the machine falls on every one alike.
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    let t = performance.now();
    await referenceQuery.execute(db, { providerId, ...YEAR });
    if (round >= WARM_UP) reference.times.push(performance.now() - t);
    for (const [i, [, url]] of REPORTS.entries()) {
      t = performance.now();
      const res = await target.fastify.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      if (round >= WARM_UP) reports[i]?.times.push(elapsed);
    }
  }
  return report(reference, reports);
}

function report(reference: Measured, reports: Measured[]): boolean {
  const percentile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  };
  const ms = (v: number) => v.toFixed(2).padStart(8);
  const referenceP95 = percentile(reference.times, 0.95);
  console.info(
    `\n${os.cpus().length} cores, Node ${process.versions.node}, PostgreSQL (${serverUrl.replace(/\/[^/]*$/u, '/…')}), ` +
      `${RUNS} rounds after ${WARM_UP} warm-up, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  console.info(`${'report'.padEnd(26)}     p50 (ms)  p95 (ms)  p95 ÷ reference  target           result`);
  let failed = false;
  const line = (m: Measured, withTarget: boolean) => {
    const p95 = percentile(m.times, 0.95);
    const pass = p95 <= TARGET_P95_MS;
    if (withTarget && !pass) failed = true;
    console.info(
      `${m.name.padEnd(26)} ${ms(percentile(m.times, 0.5))}  ${ms(p95)}  ${`${(p95 / referenceP95).toFixed(1)}×`.padStart(15)}  ${
        withTarget ? `p95 ≤ ${TARGET_P95_MS} ms`.padEnd(15) : ''.padEnd(15)
      }  ${withTarget ? (pass ? 'PASS' : 'FAIL') : ''}`,
    );
  };
  line(reference, false);
  for (const m of reports) line(m, true);
  console.info(
    '\nReports are timed through the app (routing, bearer check, validation, handler, SQL, JSON or CSV); the reference is the SQL alone.',
  );
  return failed;
}
