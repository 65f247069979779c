import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.ts';

/**
 * The browser suite: the built app and the real API server on a fresh embedded database, one worker, since the
 * specs share the server's data. The accessibility spec, which only reads, runs beside it on a server of its own
 * (playwright.accessibility.config.ts, started together by scripts/e2e.ts): it is half of the suite's time.
 */
export function portalConfig(options: {
  port: number;
  outputDir: string;
  only?: string;
  skip?: string;
  /** Parallel browsers for a suite that only reads (its tests share nothing but the server). */
  workers?: number;
}) {
  const { port } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  return defineConfig({
    testDir: 'e2e',
    // Each run clears its own output folder at start, so the two runs side by side need one each.
    outputDir: options.outputDir,
    ...(options.only ? { testMatch: options.only } : {}),
    ...(options.skip ? { testIgnore: options.skip } : {}),
    fullyParallel: (options.workers ?? 1) > 1,
    workers: options.workers ?? 1,
    retries: process.env.CI ? 1 : 0,
    reporter: process.env.CI ? [['list']] : [['list']],
    timeout: 60_000,
    expect: { timeout: 10_000 },
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      launchOptions: {
        executablePath: chromiumPath(),
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
    projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
    webServer: {
      // The built app and the real API server on a fresh embedded database.
      command: 'node_modules/.bin/tsx server/main.ts',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // The calendar specs serve their iCal feeds from a server inside the test, on 127.0.0.1.
        CALENDAR_FEED_ALLOW_LOOPBACK: '1',
      },
    },
  });
}

export const ACCESSIBILITY_SPEC = 'accessibility.spec.ts';

export default portalConfig({
  port: Number(process.env.E2E_PORT ?? 4173),
  outputDir: 'test-results/e2e',
  skip: ACCESSIBILITY_SPEC,
});
