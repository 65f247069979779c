/**
 * One Lighthouse load of one page for `npm run bench:web` (scripts/bench-web.ts): what is measured, and how a
 * signed-in page is loaded as a first visit.
 */
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';
import { type Profile, readProfile } from './profile.ts';

export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

export interface Target {
  name: string;
  url: string;
  /**
   * Signed in as the demo provider (the session the app keeps in localStorage); `provenBy` is an API path the
   * page fetches only when signed in, which must answer 200 during the load.
   */
  signedIn?: { provenBy: string };
  /**
   * A public page the server renders (issue 31): its LCP is judged against the bare React page's, and its HTML
   * alone (no script) gets Lighthouse's SEO score.
   */
  serverRendered?: true;
}

/** What this script reads of a row of Lighthouse's network-requests table. */
interface RequestRow {
  url: string;
  statusCode: number;
}

export interface Metrics {
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** One run of a page: its metrics, and what bounds them (scripts/bench-web/profile.ts), the result itself dropped. */
export interface Measurement {
  metrics: Metrics;
  profile: Profile;
}

/** A run Lighthouse itself could not finish (a trace without navigation start on a busy machine, and the like). */
class LighthouseRunError extends Error {}

/** Lighthouse asks to run again when its own recording failed; up to twice, saying so. */
export async function measureAgainIfLost(...args: Parameters<typeof measure>): Promise<Measurement> {
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
 * Lighthouse clears caches but not localStorage (its `clearStorageTypes`), where the app keeps the session: a
 * signed-out page would otherwise load signed in after a signed-in run, and /login would measure the redirect to
 * the control panel. Every load sets the session it is meant to have before the page's own scripts run.
 */
async function keepSession(page: Page, target: Target, session: string | undefined) {
  await page.evaluateOnNewDocument(
    (value, at) => {
      if (location.origin !== at) return;
      if (value) localStorage.setItem('portal.session', value);
      else localStorage.removeItem('portal.session');
    },
    target.signedIn ? (session ?? '') : '',
    new URL(target.url).origin,
  );
}

/**
 * One plain load of a page, not measured, before the runs: the first answers of the servers to its document,
 * its files and its API calls (code not yet compiled, the database's first reads of those rows) would otherwise
 * fall on the first run of that page alone. A signed-in page waits for the call that proves the session held.
 */
export async function loadOnce(browser: Browser, target: Target, session: string | undefined): Promise<void> {
  const page = await browser.newPage();
  try {
    await keepSession(page, target, session);
    const provenBy = target.signedIn?.provenBy;
    const proof = provenBy
      ? page.waitForResponse((r) => new URL(r.url()).pathname === provenBy, { timeout: 60_000 })
      : undefined;
    // Closing the page after a failed navigation rejects the wait too; that is not a second failure.
    proof?.catch(() => {});
    await page.goto(target.url, { waitUntil: 'load', timeout: 60_000 });
    const answer = await proof;
    if (answer && answer.status() !== 200) {
      throw new Error(`${target.url}: ${provenBy} answered ${answer.status()}`);
    }
  } finally {
    await page.close().catch(() => {});
  }
}

/**
 * Lighthouse's SEO score (0-100) of a page's HTML alone: every script blocked, so what a search engine or a link
 * preview reads without running the app is what is scored (issue 31). One run: the score does not vary with load.
 */
export async function seoScore(browser: Browser, target: Target): Promise<number> {
  const page = await browser.newPage();
  try {
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['seo'],
      blockedUrlPatterns: ['*.js'],
    };
    const result = await lighthouse(target.url, flags, undefined, page);
    const score = result?.lhr.categories.seo?.score;
    if (score === undefined || score === null)
      throw new Error(`Lighthouse gave no SEO score for ${target.url}`);
    const failed = Object.values(result!.lhr.audits)
      .filter(
        (audit) => audit.score === 0 && result!.lhr.categories.seo!.auditRefs.some((r) => r.id === audit.id),
      )
      .map((audit) => audit.id);
    if (failed.length > 0) console.info(`  ${target.name}: SEO audits failed: ${failed.join(', ')}`);
    return Math.round(score * 100);
  } finally {
    await page.close().catch(() => {});
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
): Promise<Measurement> {
  const page = await browser.newPage();
  try {
    await keepSession(page, target, session);
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
    // A lost session would measure the sign-in page under a signed-in page's name: the page must stay where it
    // was sent and its data must have come (its proving call answered 200 to the session's token).
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (!target.signedIn && landed !== new URL(target.url).pathname) {
      throw new Error(
        `${target.url} ended on ${lhr.finalDisplayedUrl}: a signed-out page must stay where it was sent`,
      );
    }
    if (target.signedIn) {
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
      metrics: {
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        bytes: value('total-byte-weight'),
      },
      profile: readProfile(lhr),
    };
  } finally {
    await page.close().catch(() => {});
  }
}
