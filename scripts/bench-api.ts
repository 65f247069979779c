/**
 * `npm run bench:api`: the product list over HTTP under load, next to the least a server can do for the same page.
 * Creates a PostgreSQL database of its own (on DATABASE_URL's server, else postgres@127.0.0.1:5432), migrates and
 * seeds it through the real app with the catalogue `npm run bench` uses (scripts/benchCatalogue.ts: one provider,
 * 10 000 products, promotions on 20 %), then starts two processes on it: the portal itself (server/main.ts) and a
 * minimal Fastify route doing the same work (scripts/bench-api/minimalServer.ts: bearer check with node:crypto, one
 * prepared statement, JSON.stringify). Both must answer the My products screen's first page with the same bytes
 * before anything is measured. autocannon then loads each in turn, portal then minimal, ROUNDS times (a warm-up
 * run, then the measured one), so a busy moment of the machine falls on both alike. Prints req/s, p50, p95 and p99
 * of each, the portal's ratios to the minimal route and the targets of issue 28 (req/s at least 0.7×, p95 at most
 * 1.5×) as PASS/FAIL, with the load average at start and end. A report, not a gate: it exits 0 whatever the
 * numbers, and non-zero only when something went wrong (a differing answer, a non-2xx answer, a failed start).
 * The database and both processes go at the end, also on failure.
 *
 * When a target is missed (or with --profile), each server runs once more under the same load with V8's sampling
 * profiler, and the bench prints where each spent its CPU per request, by area, and the portal's heaviest functions
 * (scripts/bench-api/profile.ts): the evidence of what bounds the portal, beside the ratio.
 *
 * Flags: --seconds=N (each measured run, default 10), --warm-up=N (default 2), --rounds=N (default 2),
 * --connections=N (default 10), --profile (profile even when the targets are met).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type LoadRun, loadRun } from './bench-api/load.ts';
import { type MinimalProcess, startMinimalProcess } from './bench-api/minimalProcess.ts';
import { printProfiles, profileIn, summariseProfile } from './bench-api/profile.ts';
import { printReport, summarise } from './bench-api/report.ts';
import { firstDifference, getRaw } from './bench-api/sameAnswer.ts';
import { benchApp } from './benchApp.ts';
import { seedCatalogue } from './benchCatalogue.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';

/**
 * What the My products screen asks for first (src/features/products/productQueries.ts, in openapi-fetch's order):
 * the first tab with products, vacation rentals here, 12 a page, every status.
 */
const FIRST_PAGE = '/api/products?product_type=1&language_code=es&page=1&results=12&status=0';

const flag = (name: string, fallback: number) => {
  const given = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1`);
  return value;
};
const SECONDS = flag('seconds', 10);
const WARM_UP = flag('warm-up', 2);
const ROUNDS = flag('rounds', 2);
const CONNECTIONS = flag('connections', 10);
const ALWAYS_PROFILE = process.argv.includes('--profile');

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadAtStart = loadAverage();

/** The server the scratch database is made on; its own database is only where CREATE and DROP are sent from. */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `portal_bench_${process.pid}`;
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

// Both servers and the seeding app sign and check with this key, so the seeded provider's token works on each.
const jwtSecret = randomBytes(48).toString('base64url');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
let portal: ServerProcess | undefined;
let minimal: MinimalProcess | undefined;

let cleaned: Promise<void> | undefined;
/** Stops both servers by their pids and drops the database (forced: a killed server may leave sessions a moment). */
const cleanUp = () => {
  cleaned ??= (async () => {
    await minimal?.stop();
    if (portal) {
      const stopped = portal.stop();
      const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 10_000).unref());
      if ((await Promise.race([stopped, late])) === 'late') await portal.kill();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${databaseName} with (force)`);
  })();
  return cleaned;
};
// Interrupted (Ctrl-C), the servers go with this process anyway (their IPC channel closes); the database would not.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping ${databaseName}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await admin(`create database ${databaseName}`);
  console.info(`Database ${databaseName} created.`);

  // buildApp migrates on start; the seeding is the in-process app's, closed before the servers start.
  const seeding = await benchApp({ databaseUrl, inMemoryDatabase: false, jwtSecret });
  let token: string;
  try {
    ({ token } = await seedCatalogue(seeding));
  } finally {
    await seeding.dispose();
  }

  // The list has no rate limit (RATE_LIMITS in server/auth/limits.ts counts sign-ins, mail, chat, feeds, help and
  // marketplace events only), so the portal runs as configured. No demo accounts: the catalogue is the data.
  portal = await startServerProcess({
    dataDir,
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', JWT_SECRET: jwtSecret, SEED_DEMO: '0' },
  });
  minimal = await startMinimalProcess({ DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret });
  const headers = { authorization: `Bearer ${token}` };
  const servers = [
    { name: 'portal', url: `${portal.url}${FIRST_PAGE}` },
    { name: 'minimal route', url: `${minimal.url}${FIRST_PAGE}` },
  ] as const;

  const [fromPortal, fromMinimal] = await Promise.all(servers.map((s) => getRaw(s.url, headers)));
  if (!fromPortal || !fromMinimal) throw new Error('No answer to compare');
  const difference = firstDifference(fromPortal, fromMinimal);
  if (difference) throw new Error(`The minimal route does not answer what the portal does.\n${difference}`);
  const page = JSON.parse(fromPortal.body.toString('utf8')) as {
    data: { promotions: unknown[] }[];
    meta: { total_products: number };
  };
  console.info(
    `Same answer from both (${fromPortal.status}, ${fromPortal.body.length} bytes): ${page.data.length} products of ${page.meta.total_products}, ${page.data.filter((p) => p.promotions.length > 0).length} with promotion tags.`,
  );

  console.info(
    `\nGET ${FIRST_PAGE}\n${ROUNDS} rounds of portal then minimal, each ${WARM_UP} s warm-up + ${SECONDS} s measured, ${CONNECTIONS} connections.`,
  );
  const runs: [LoadRun[], LoadRun[]] = [[], []];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, server] of servers.entries()) {
      const options = { url: server.url, headers, connections: CONNECTIONS };
      await loadRun({ ...options, seconds: WARM_UP });
      const run = await loadRun({ ...options, seconds: SECONDS });
      runs[i]?.push(run);
      console.info(`  round ${round}, ${server.name}: ${(run.responses / run.seconds).toFixed(0)} req/s`);
    }
  }

  console.info(
    `\n${os.cpus().length} cores, Node ${process.versions.node}, PostgreSQL at ${new URL(serverUrl).host}, autocannon in this process`,
  );
  const met = printReport(summarise('portal', runs[0]), summarise('minimal route', runs[1]));
  console.info(`\nLoad average (1, 5, 15 min): ${loadAtStart} at start, ${loadAverage()} at end.`);

  if (!met || ALWAYS_PROFILE) {
    // The measured servers go; each starts again under the profiler, alone on the machine, and takes the same load.
    await minimal.stop();
    minimal = undefined;
    await portal.stop();
    portal = undefined;
    const profiles = path.join(dataDir, 'profiles');
    const profiled = async (
      start: (nodeArgs: string[]) => Promise<{ url: string; stop(): Promise<void> }>,
      dir: string,
    ) => {
      const server = await start(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
      const url = `${server.url}${FIRST_PAGE}`;
      await loadRun({ url, headers, connections: CONNECTIONS, seconds: WARM_UP });
      const run = await loadRun({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
      const loadEnded = performance.now();
      await server.stop();
      // The profile stops as the process exits; the last second of the load is left out, so that the time the
      // profile takes to write cannot move the window past the load's start.
      const window = { load: (SECONDS - 1) * 1e6, afterLoad: (performance.now() - loadEnded) * 1000 };
      const summary = summariseProfile(profileIn(dir), window);
      return { summary, requests: (run.responses / run.seconds) * (window.load / 1e6) };
    };
    const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', JWT_SECRET: jwtSecret, SEED_DEMO: '0' };
    const portalProfile = await profiled(
      (nodeArgs) => startServerProcess({ dataDir, env, nodeArgs }),
      path.join(profiles, 'portal'),
    );
    const minimalProfile = await profiled(
      (nodeArgs) => startMinimalProcess({ DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret }, nodeArgs),
      path.join(profiles, 'minimal'),
    );
    printProfiles(portalProfile, minimalProfile);
  }
} finally {
  await cleanUp();
}
