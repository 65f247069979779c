import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.ts';

/**
 * The browser suite: the built app (`vite build` first) driven by Chromium. Each worker starts a real server of
 * its own on a fresh embedded database (e2e/fixtures.ts), so spec files run side by side without sharing data.
 * One worker per core: each worker is a Chromium and a server, and a third on two cores slowed every test into
 * timeouts, each of which costs a new worker and a new server (E2E_WORKERS overrides it).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/globalSetup.ts',
  outputDir: 'test-results/e2e',
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // A trace is recorded for a retried test only (CI retries once): recording one for every test, to keep the
    // failures' (retain-on-failure), made Chromium send a screenshot and a DOM snapshot for every action, and took
    // a quarter of the suite's time (issue 27).
    trace: 'on-first-retry',
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
});
