import type { Page } from '@playwright/test';

/** Chromium reports every refused request as a console error; API answers are checked on their own. */
const REFUSED_RESOURCE = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Watches a page for console errors, uncaught errors and refused or failed API calls from the first
 * byte, and counts requests in flight so a check can wait for the page to settle.
 */
export function watch(page: Page) {
  const problems: string[] = [];
  const refusals: string[] = [];
  let inFlight = 0;
  page.on('console', (message) => {
    // The map's tiles come from the internet, which this machine does not reach; the location step says so.
    const fromMapTiles = message.location().url.startsWith('https://tile.openstreetmap.org/');
    if (message.type() === 'error' && !REFUSED_RESOURCE.test(message.text()) && !fromMapTiles) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 500) problems.push(`server ${response.status()}: ${pathname}`);
    else if (response.status() >= 400) refusals.push(pathname);
  });
  /** Resolves once no request has been in flight for 200 ms (late API errors show up by then). */
  const settled = async () => {
    for (let quiet = 0; quiet < 4; ) {
      await page.waitForTimeout(50);
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  };
  return { problems, refusals, settled };
}
