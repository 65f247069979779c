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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
import { DEMO_PASSWORD } from '../server/db/seed.ts';
import { chromiumPath } from './chromium.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';

// The ports this benchmark may take (issue 12 helpers share the machine).
const APP_PORT = 4400;
const BARE_PORT = 4401;
const CHROME_PORT = 4402;
const DEMO_PROVIDER = 'empresa@demo.gt';

const TARGET_LCP_RATIO = 1.3;
const TARGET_TBT_MS = 150;
const TARGET_CLS = 0.02;

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDist = path.join(repo, 'dist');
const bareSource = path.join(repo, 'scripts/bench-web/bare');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const bareDist = path.join(work, 'bare');

type FormFactor = 'mobile' | 'desktop';
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

interface Target {
  name: string;
  url: string;
  /**
   * Signed in as the demo provider (the session the app keeps in localStorage); `provenBy` is an API path the
   * page fetches only when signed in, which must answer 200 during the load.
   */
  signedIn?: { provenBy: string };
}

/** What this script reads of a row of Lighthouse's network-requests table. */
interface RequestRow {
  url: string;
  statusCode: number;
}

interface Metrics {
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

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

  printReport(targets, results, key);
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

interface Delivered {
  encoding: string | undefined;
  cache: string;
}

/** How the portal's server answers a browser asking for br/gzip: its page, its entry script and stylesheet. */
async function probeDelivery(appUrl: string) {
  const headers = { 'accept-encoding': 'br, gzip, deflate', accept: 'text/html,*/*' };
  const get = async (url: string): Promise<Delivered & { body: string }> => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return {
      // fetch decodes the body; the header still tells how it travelled.
      encoding: res.headers.get('content-encoding') ?? undefined,
      cache: res.headers.get('cache-control') ?? 'public, max-age=0',
      body: await res.text(),
    };
  };
  const html = await get(`${appUrl}/login`);
  const script = html.body.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  const style = html.body.match(/<link[^>]+href="([^"]+\.css)"/)?.[1];
  if (!script) throw new Error('The built index.html names no script');
  const js = await get(new URL(script, appUrl).href);
  const css = style ? await get(new URL(style, appUrl).href) : { encoding: undefined, cache: js.cache };
  return { html, js, css };
}

/**
 * Writes .br and .gz beside the bare page's files of each kind the portal's server sent compressed (at the
 * highest levels, as a build-time precompression does); the bare server's `preCompressed` then picks what the
 * browser accepts. Kinds the portal sends plain stay plain, so neither page gets a transfer the other lacks.
 */
function precompressLike(dir: string, delivery: Awaited<ReturnType<typeof probeDelivery>>) {
  const compressed = new Set<string>(
    (
      [
        ['.html', delivery.html.encoding],
        ['.js', delivery.js.encoding],
        ['.css', delivery.css.encoding],
      ] as const
    )
      .filter(([, encoding]) => encoding)
      .map(([ext]) => ext),
  );
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressed.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}

async function startBareServer(delivery: Awaited<ReturnType<typeof probeDelivery>>): Promise<void> {
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

/** A run Lighthouse itself could not finish (a trace without navigation start on a busy machine, and the like). */
class LighthouseRunError extends Error {}

/** Lighthouse asks to run again when its own recording failed; up to twice, saying so. */
async function measureAgainIfLost(...args: Parameters<typeof measure>): Promise<Metrics> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(...args);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.warn(`  ${error.message}; running it again`);
    }
  }
}

/**
 * One Lighthouse navigation (performance only) in a fresh tab. Lighthouse clears the origin's storage and the
 * browser cache before it loads the page, so every run is a first visit; for a signed-in page the session is
 * put back by a script that runs before any of the page's own (what Lighthouse's docs do with Puppeteer, but
 * without `disableStorageReset`, which would keep the HTTP cache and measure a repeat visit).
 */
async function measure(
  browser: Browser,
  target: Target,
  formFactor: FormFactor,
  session: string | undefined,
): Promise<Metrics> {
  const page = await browser.newPage();
  try {
    if (session) {
      const origin = new URL(target.url).origin;
      await page.evaluateOnNewDocument(
        (value, at) => {
          if (location.origin === at) localStorage.setItem('portal.session', value);
        },
        session,
        origin,
      );
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    };
    const result = await lighthouse(
      target.url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRunError(`Lighthouse on ${target.url}: ${lhr.runtimeError.message}`);
    }
    // A lost session would measure the sign-in page under /my-products' name: the page must stay where it was
    // sent and its data must have come (the list answered 200 to the session's token).
    if (target.signedIn) {
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      const details = lhr.audits['network-requests']?.details as { items?: RequestRow[] } | undefined;
      const requests = details?.items ?? [];
      const fetched = requests.some(
        (r) => new URL(r.url).pathname === target.signedIn?.provenBy && r.statusCode === 200,
      );
      if (landed !== new URL(target.url).pathname || !fetched) {
        throw new Error(
          `${target.url} ended on ${lhr.finalDisplayedUrl}, ${target.signedIn.provenBy} ` +
            `${fetched ? 'answered' : 'not answered'}: the session did not hold`,
        );
      }
    }
    const value = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      if (v === undefined) throw new Error(`Lighthouse on ${target.url} has no ${id}`);
      return v;
    };
    return {
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    await page.close().catch(() => {});
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function medians(list: Metrics[]): Metrics {
  return {
    lcp: median(list.map((m) => m.lcp)),
    tbt: median(list.map((m) => m.tbt)),
    cls: median(list.map((m) => m.cls)),
    bytes: median(list.map((m) => m.bytes)),
  };
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
const kib = (v: number) => `${(v / 1024).toFixed(0)} KiB`;
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');

function printReport(
  targets: Target[],
  results: Map<string, Metrics[]>,
  key: (target: Target, formFactor: FormFactor) => string,
) {
  const header = ['page', 'form', 'LCP', 'LCP/bare', 'TBT', 'CLS', 'bytes', 'bytes/bare', 'targets'];
  const rows: string[][] = [];
  for (const formFactor of FORM_FACTORS) {
    const bareTarget = targets.find((t) => t.name === 'bare') as Target;
    const bare = medians(results.get(key(bareTarget, formFactor)) ?? []);
    for (const target of targets) {
      const m = medians(results.get(key(target, formFactor)) ?? []);
      const lcpRatio = m.lcp / bare.lcp;
      const checks: string[] = [];
      if (target !== bareTarget) {
        if (formFactor === 'mobile') {
          checks.push(`LCP≤${TARGET_LCP_RATIO}×bare ${mark(lcpRatio <= TARGET_LCP_RATIO)}`);
        }
        if (target.name === '/my-products')
          checks.push(`TBT≤${TARGET_TBT_MS}ms ${mark(m.tbt <= TARGET_TBT_MS)}`);
        checks.push(`CLS≤${TARGET_CLS} ${mark(m.cls <= TARGET_CLS)}`);
      }
      rows.push([
        target.name,
        formFactor,
        ms(m.lcp),
        `${lcpRatio.toFixed(2)}×`,
        ms(m.tbt),
        m.cls.toFixed(3),
        kib(m.bytes),
        `${(m.bytes / bare.bytes).toFixed(1)}×`,
        checks.join('  '),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd();
  console.info(`Medians of ${runs} Lighthouse run(s) per row (mobile: simulated throttling; desktop preset)`);
  console.info(line(header));
  console.info(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.info(line(row));
}

// Last, once every helper above is defined.
try {
  await main();
} catch (error) {
  // After a signal, what fails is only the work being cut short; the handler reports and exits.
  if (!signalled) throw error;
} finally {
  await cleanUp();
}
