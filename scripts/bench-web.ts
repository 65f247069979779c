/**
 * `npm run bench:web`: how the portal's pages load next to the stack's own floor. Builds the app into a temporary
 * folder of its own (`--no-build` serves dist/ as it is), the floor page (scripts/size-floor: an empty sign-in form
 * on React, TanStack Router and Query, Lingui and Mantine, no app code) and a bare React page ("hi",
 * scripts/bench-web/bare) with the project's Vite, serves the app through the real server (server/main.ts,
 * embedded PGlite, demo data) and each reference page through a static server that delivers it the same way, then
 * runs Lighthouse (Debian's Chromium, headless) on the floor, the bare page, /login, / and the demo provider's
 * signed-in pages (control panel, product list, a product's calendar, a wizard step, messages), with the mobile
 * preset (simulated throttling; the desktop preset too with --desktop), RUNS times each, interleaved so a busy
 * moment of the machine falls on every page alike. Prints the median of each metric, its ratio to the floor (and to the bare page) measured in the
 * same run, and issue 28's targets on mobile as pass/fail; then, for every page with a target not met, a profile
 * of what bounds it, beside the floor's (scripts/bench-web/profile.ts: from Lighthouse's own audits, LCP's phases,
 * its longest request chain and what had loaded by it, the main thread's time per kind of work and the scripts
 * that took it, the layout shifts). A report, not a gate: it exits 0 whatever the numbers, and 1 only when a page
 * could not be measured.
 *
 * Issue 31: the public pages the server renders (home, /providers, a blog post) are judged against the bare page too
 * (LCP ≤ 1.0× its own) and their HTML alone — every script blocked — gets Lighthouse's SEO score (≥ 90).
 *
 * Flags: --no-build (serve dist/ as it is), --runs=N (default 3), --desktop (the desktop preset as well: the targets
 * are mobile's, and it doubles the time), --public (only the rendered public pages, beside the references).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
import {
  FORM_FACTORS,
  type FormFactor,
  loadOnce,
  measureAgainIfLost,
  seoScore,
  type Target,
} from './bench-web/pageLoad.ts';
import { portalPages } from './bench-web/portalPages.ts';
import { printProfiles } from './bench-web/profile.ts';
import { type Delivery, precompressLike, probeDelivery } from './bench-web/referenceDelivery.ts';
import { kib, ms, printReport, type Results, resultKey } from './bench-web/report.ts';
import { chromiumPath } from './chromium.ts';
import { type ServerProcess, startServerProcess } from './serverProcess.ts';

// The ports this benchmark may take (other helpers share the machine). Chromium's debugging port is one the
// launcher finds free: with a fixed one, chrome-launcher would drive a Chromium already listening there.
const APP_PORT = 4400;
const BARE_PORT = 4401;
const FLOOR_PORT = 4402;

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const formFactors: readonly FormFactor[] = args.includes('--desktop') ? FORM_FACTORS : ['mobile'];
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const onlyPublic = args.includes('--public');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
// The app is built into the temporary folder, never into dist/, where other builds may land at any moment.
const appDist = noBuild ? path.join(repo, 'dist') : path.join(work, 'app');

/** The pages the portal's are measured against, each built with the same Vite and no config file. */
const REFERENCES = [
  {
    name: 'floor',
    source: path.join(repo, 'scripts/size-floor'),
    dist: path.join(work, 'floor'),
    port: FLOOR_PORT,
    // Its router has the one route.
    path: '/login',
  },
  {
    name: 'bare',
    source: path.join(repo, 'scripts/bench-web/bare'),
    dist: path.join(work, 'bare'),
    port: BARE_PORT,
    path: '/',
  },
] as const;

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
const referenceServers: ChildProcess[] = [];
let chrome: Promise<chromeLauncher.LaunchedChrome> | undefined;
let browser: Promise<Browser> | undefined;
let cleaning: Promise<void> | undefined;

/** Once cleaning up has begun nothing new may start: it would be past the steps that stop it. */
function mayStart(what: string) {
  if (cleaning) throw new Error(`Not starting ${what}: the benchmark is stopping`);
}

/** What a start gave, or nothing when it failed (a failed start leaves no process behind). */
const settled = <T>(start: Promise<T> | undefined) => start?.catch(() => undefined);

/** Stops a child process and waits for it to be gone. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await (await settled(browser))?.disconnect().catch(() => {});
    (await settled(chrome))?.kill();
    await Promise.all(referenceServers.map(stopChild));
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
    // Not in production mode, which Vite's build in this process set (NODE_ENV) for the children too: a production
    // start refuses the demo accounts the signed-in pages need (server/main.ts), and the mode changes nothing of
    // how pages, files and the API are answered (it turns off the loopback outbox and adds the start's safety
    // checks, server/config.ts). An undefined variable is left out of the child's environment.
    env: { STATIC_DIR: appDist, NODE_ENV: undefined, LOG_LEVEL: 'warn' },
  });
  const app = await appServer;
  console.info(`app server on ${app.url} (demo data seeded) in ${seconds(phase)}`);

  const delivery = await probeDelivery(app.url);
  console.info(
    `app delivery: html ${delivery.html.encoding ?? 'uncompressed'} (${delivery.html.cache}), ` +
      `js ${delivery.js.encoding ?? 'uncompressed'} (${delivery.js.cache}), ` +
      `css ${delivery.css.encoding ?? 'uncompressed'}; the floor and bare pages get the same`,
  );
  const [floor, bare] = await Promise.all(
    REFERENCES.map(async (reference): Promise<Target> => {
      precompressLike(reference.dist, delivery);
      await startReferenceServer(reference, delivery);
      return { name: reference.name, url: `http://127.0.0.1:${reference.port}${reference.path}` };
    }),
  );
  if (!floor || !bare) throw new Error('REFERENCES names the floor, then the bare page');

  const portal = await portalPages(app.url);
  const { session } = portal;
  const pages = onlyPublic ? portal.pages.filter((page) => page.serverRendered) : portal.pages;

  mayStart('Chromium');
  chrome = chromeLauncher.launch({
    chromePath: chromiumPath(),
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

  const targets: Target[] = [floor, bare, ...pages];
  phase = Date.now();
  for (const target of targets) {
    await loadOnce(connected, target, session).catch((error: Error) => {
      // The measured runs of that page will fail with the reason too; the warm-up only says so early.
      console.warn(`  warm-up of ${target.name}: ${error.message}`);
    });
  }
  console.info(`every page loaded once, unmeasured, in ${seconds(phase)}`);

  const results: Results = new Map();
  const failures: string[] = [];
  phase = Date.now();
  const total = runs * formFactors.length * targets.length;
  let done = 0;
  for (let run = 1; run <= runs; run++) {
    for (const formFactor of formFactors) {
      for (const target of targets) {
        const one = Date.now();
        const counter = `[${done + 1}/${total}]`.padEnd(`[${total}/${total}]`.length);
        const progress = `  ${counter} run ${run} ${formFactor.padEnd(7)} ${target.name.padEnd(34)}`;
        try {
          const measurement = await measureAgainIfLost(connected, target, formFactor, session);
          const { metrics } = measurement;
          console.info(
            `${progress} LCP ${ms(metrics.lcp)}  TBT ${ms(metrics.tbt)}  CLS ${metrics.cls.toFixed(3)}  ` +
              `${kib(metrics.bytes)}  (${seconds(one)})`,
          );
          const list = results.get(resultKey(target, formFactor)) ?? [];
          list.push(measurement);
          results.set(resultKey(target, formFactor), list);
        } catch (error) {
          // One page that cannot be measured must not cost the others' numbers: it is reported, and the exit
          // code says so.
          if (signalled) throw error;
          const message = error instanceof Error ? error.message : String(error);
          console.error(`${progress} NOT MEASURED: ${message}`);
          failures.push(`run ${run} ${formFactor} ${target.name}: ${message}`);
        }
        done++;
      }
    }
  }
  console.info(`Lighthouse: ${total} runs in ${seconds(phase)}\n`);

  // Issue 31: what the rendered pages' HTML alone scores in Lighthouse's SEO category (every script blocked).
  const seoScores = new Map<string, number>();
  for (const target of pages.filter((page) => page.serverRendered)) {
    try {
      const score = await seoScore(connected, target);
      seoScores.set(target.name, score);
      console.info(`  SEO of ${target.name}, HTML alone: ${score}`);
    } catch (error) {
      if (signalled) throw error;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`  SEO of ${target.name} NOT MEASURED: ${message}`);
      failures.push(`SEO ${target.name}: ${message}`);
    }
  }

  printReport({ floor, bare }, pages, formFactors, results, runs, seoScores);
  printProfiles({ floor, bare }, pages, results);
  // Simulated throttling scales the CPU time it observed: other work on the machine inflates TBT above all.
  console.info(`\nbench:web took ${seconds(started)} in all; load average at the end: ${loadAverage()}`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} of ${total} runs could not be measured:`);
    for (const failure of failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  }
}

/** The app with its own config (unless --no-build), the reference pages with the same Vite and no config file. */
async function buildPages() {
  let phase = Date.now();
  if (noBuild) {
    if (!fs.existsSync(path.join(appDist, 'index.html'))) throw new Error('--no-build: dist/ has no build');
    console.info('app: using dist/ as it is (--no-build)');
  } else {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(repo, 'node_modules/.bin/vite'),
        // Outside the project's root, Vite empties the folder only when told to.
        ['build', '--outDir', appDist, '--emptyOutDir', '--logLevel', 'warn'],
        { cwd: repo, stdio: 'inherit' },
      );
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`))));
    });
    console.info(`app built into ${appDist} in ${seconds(phase)}`);
  }
  for (const reference of REFERENCES) {
    phase = Date.now();
    await build({
      configFile: false,
      root: reference.source,
      // Nothing of the build lands in the repository.
      cacheDir: path.join(work, 'vite-cache'),
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir: reference.dist, emptyOutDir: true, sourcemap: false },
    });
    console.info(`${reference.name} page built in ${seconds(phase)}`);
  }
}

async function startReferenceServer(
  reference: (typeof REFERENCES)[number],
  delivery: Delivery,
): Promise<void> {
  const url = `http://127.0.0.1:${reference.port}${reference.path}`;
  const answers = () =>
    fetch(url, { headers: { accept: 'text/html' } }).then(
      (r) => r.ok,
      () => false,
    );
  if (await answers()) throw new Error(`Port ${reference.port} is already served; stop that server first`);
  mayStart(`the ${reference.name} page's server`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'scripts/bench-web/referenceServer.ts')],
    {
      cwd: repo,
      env: {
        ...process.env,
        PAGE_ROOT: reference.dist,
        PAGE_PORT: String(reference.port),
        PAGE_HTML_CACHE: delivery.html.cache,
        PAGE_ASSET_CACHE: delivery.js.cache,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  // Known to `cleanUp` from now on, even before it answers.
  referenceServers.push(child);
  const deadline = Date.now() + 30_000;
  while (!(await answers())) {
    if (child.exitCode !== null) {
      throw new Error(`The ${reference.name} page's server exited with ${child.exitCode}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The ${reference.name} page's server did not start within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
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
