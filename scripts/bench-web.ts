/**
 * `npm run bench:web`: how the portal's pages load next to the lightest React page there can be. Builds a bare
 * React 19 page ("hi", scripts/bench-web/bare) with the project's Vite and builds the app (`--no-build` reuses
 * dist/), serves the app through the real server (server/main.ts, embedded PGlite, demo data) and the bare page
 * through a static server that delivers it the same way, then runs Lighthouse (Debian's Chromium, headless) on
 * the bare page, /login, / and a signed-in /my-products, with the mobile (simulated throttling) and desktop
 * presets, RUNS times each, interleaved so a busy moment of the machine falls on every page alike.
 * Prints the median of each metric, its ratio to the bare page measured in the same run, and the targets of
 * issue 12 as pass/fail. A report, not a gate: it exits 0 whatever the numbers.
 *
 * Flags: --no-build (use dist/ as it is), --runs=N (default 3).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
import { DEMO_PASSWORD } from '../server/db/seed.ts';
import { type Delivery, precompressLike, probeDelivery } from './bench-web/bareDelivery.ts';
import {
  FORM_FACTORS,
  type FormFactor,
  type Metrics,
  measureAgainIfLost,
  type Target,
} from './bench-web/pageLoad.ts';
import { kib, ms, printReport } from './bench-web/report.ts';
import { chromiumPath } from './chromium.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';

// The ports this benchmark may take (issue 12 helpers share the machine).
const APP_PORT = 4400;
const BARE_PORT = 4401;
const CHROME_PORT = 4402;
const DEMO_PROVIDER = 'empresa@demo.gt';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDist = path.join(repo, 'dist');
const bareSource = path.join(repo, 'scripts/bench-web/bare');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const bareDist = path.join(work, 'bare');

const started = Date.now();
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

// Everything started here, kept from the moment it starts (a signal may come while it is still starting) and
// stopped in `cleanUp` whatever happens: a normal end, an error, Ctrl-C or SIGTERM.
let appServer: Promise<ServerProcess> | undefined;
let bareServer: ChildProcess | undefined;
let chrome: Promise<chromeLauncher.LaunchedChrome> | undefined;
let browser: Promise<Browser> | undefined;
let cleaning: Promise<void> | undefined;

/** Once cleaning up has begun nothing new may start: it would be past the steps that stop it. */
function mayStart(what: string) {
  if (cleaning) throw new Error(`Not starting ${what}: the benchmark is stopping`);
}

/** What a start gave, or nothing when it failed (a failed start leaves no process behind). */
const settled = <T>(start: Promise<T> | undefined) => start?.catch(() => undefined);

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await (await settled(browser))?.disconnect().catch(() => {});
    (await settled(chrome))?.kill();
    const bare = bareServer;
    if (bare && bare.exitCode === null && bare.signalCode === null) {
      const gone = new Promise((resolve) => bare.once('exit', resolve));
      bare.kill('SIGTERM');
      await gone;
    }
    await (await settled(appServer))?.stop();
    fs.rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  })();
  return cleaning;
}

let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    signalled = true;
    console.error(`\n${signal}: stopping the browser and the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main() {
  console.info(`load average at the start: ${loadAverage()}`);
  await buildPages();

  const appDataDir = path.join(work, 'app-data');
  let phase = Date.now();
  mayStart('the app server');
  appServer = startServerProcess({
    port: APP_PORT,
    dataDir: appDataDir,
    env: {
      STATIC_DIR: appDist,
      // As deployed: production mode; mail kept in the outbox since nothing here sends any.
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      // Production refuses to keep the payout key in the database; a throwaway one for this run.
      PAYOUT_DATA_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
    },
  });
  const app = await appServer;
  console.info(`app server on ${app.url} (demo data seeded) in ${seconds(phase)}`);

  const delivery = await probeDelivery(app.url);
  console.info(
    `app delivery: html ${delivery.html.encoding ?? 'uncompressed'} (${delivery.html.cache}), ` +
      `js ${delivery.js.encoding ?? 'uncompressed'} (${delivery.js.cache}), ` +
      `css ${delivery.css.encoding ?? 'uncompressed'}; the bare page gets the same`,
  );
  precompressLike(bareDist, delivery);
  await startBareServer(delivery);
  const bareUrl = `http://127.0.0.1:${BARE_PORT}`;

  const session = await signIn(app.url);
  await warmUp([`${bareUrl}/`, `${app.url}/login`]);

  mayStart('Chromium');
  chrome = chromeLauncher.launch({
    chromePath: chromiumPath(),
    port: CHROME_PORT,
    // Flags as TOOLCHAIN.md has them for Debian's Chromium run as root; chrome-launcher adds its own defaults.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
    // Our SIGINT handler kills it with the servers.
    handleSIGINT: false,
  });
  const { port: chromePort } = await chrome;
  mayStart('the browser connection');
  browser = puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  const connected = await browser;

  const targets: Target[] = [
    { name: 'bare', url: `${bareUrl}/` },
    { name: '/login', url: `${app.url}/login` },
    { name: '/', url: `${app.url}/` },
    { name: '/my-products', url: `${app.url}/my-products`, signedIn: { provenBy: '/api/products' } },
  ];
  const results = new Map<string, Metrics[]>();
  const key = (target: Target, formFactor: FormFactor) => `${target.name} ${formFactor}`;

  phase = Date.now();
  const total = runs * FORM_FACTORS.length * targets.length;
  let done = 0;
  for (let run = 1; run <= runs; run++) {
    for (const formFactor of FORM_FACTORS) {
      for (const target of targets) {
        const one = Date.now();
        const metrics = await measureAgainIfLost(
          connected,
          target,
          formFactor,
          target.signedIn ? session : undefined,
        );
        done++;
        console.info(
          `  [${done}/${total}] run ${run} ${formFactor.padEnd(7)} ${target.name.padEnd(12)} ` +
            `LCP ${ms(metrics.lcp)}  TBT ${ms(metrics.tbt)}  CLS ${metrics.cls.toFixed(3)}  ` +
            `${kib(metrics.bytes)}  (${seconds(one)})`,
        );
        const list = results.get(key(target, formFactor)) ?? [];
        list.push(metrics);
        results.set(key(target, formFactor), list);
      }
    }
  }
  console.info(`Lighthouse: ${total} runs in ${seconds(phase)}\n`);

  printReport(targets, results, key, runs);
  // Simulated throttling scales the CPU time it observed: other work on the machine inflates TBT above all.
  console.info(`\nbench:web took ${seconds(started)} in all; load average at the end: ${loadAverage()}`);
}

/** The app with its own config (unless --no-build), the bare page with the same Vite and no config file. */
async function buildPages() {
  let phase = Date.now();
  if (noBuild) {
    if (!fs.existsSync(path.join(appDist, 'index.html'))) throw new Error('--no-build: dist/ has no build');
    console.info('app: using dist/ as it is (--no-build)');
  } else {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(repo, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
        cwd: repo,
        stdio: 'inherit',
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
    });
    console.info(`app built into dist/ in ${seconds(phase)}`);
  }
  phase = Date.now();
  await build({
    configFile: false,
    root: bareSource,
    // Nothing of the build lands in the repository.
    cacheDir: path.join(work, 'vite-cache'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: bareDist, emptyOutDir: true, sourcemap: false },
  });
  console.info(`bare page built in ${seconds(phase)}`);
}

async function startBareServer(delivery: Delivery): Promise<void> {
  const url = `http://127.0.0.1:${BARE_PORT}/`;
  const answers = () =>
    fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  if (await answers()) throw new Error(`Port ${BARE_PORT} is already served; stop that server first`);
  mayStart("the bare page's server");
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'scripts/bench-web/bareServer.ts')],
    {
      cwd: repo,
      env: {
        ...process.env,
        BARE_ROOT: bareDist,
        BARE_PORT: String(BARE_PORT),
        BARE_HTML_CACHE: delivery.html.cache,
        BARE_ASSET_CACHE: delivery.js.cache,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  // Known to `cleanUp` from now on, even before it answers.
  bareServer = child;
  const deadline = Date.now() + 30_000;
  while (!(await answers())) {
    if (child.exitCode !== null) throw new Error(`The bare page's server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error("The bare page's server did not start within 30 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The demo provider's session, as the app keeps it (src/api/session.ts): token and user, in localStorage. */
async function signIn(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PROVIDER, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${DEMO_PROVIDER}: ${res.status}`);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  return JSON.stringify({ token, user });
}

/** One request to each server first, so neither page's first measured load pays for a cold process. */
async function warmUp(urls: string[]) {
  for (const url of urls) {
    const body = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
    for (const [, src] of body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      await (await fetch(new URL(src as string, url))).arrayBuffer();
    }
  }
}

// Last, once every constant above is defined.
try {
  await main();
} catch (error) {
  // After a signal, what fails is only the work being cut short; the handler reports and exits.
  if (!signalled) throw error;
} finally {
  await cleanUp();
}
