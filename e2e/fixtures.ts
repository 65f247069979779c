import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { type ServerProcess, startServerProcess } from '../scripts/serverProcess.ts';
import { PUSH_RECEIVER_PORT } from './pushReceiver.ts';

export type { Browser, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * The browser suite's `test` (issue 27): each Playwright worker runs the built app on a real server of its own,
 * on a fresh embedded database in a folder of its own (a copy of e2e/globalSetup.ts's seeded one), so the spec
 * files run side by side without sharing data.
 * A spec's tests stay in one worker, in order, on that worker's server; a retried test gets a new worker and a
 * new server. The server stops (SIGTERM, then its folder is removed) when the worker ends.
 */
export const test = base.extend<object, { portal: ServerProcess }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first argument.
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
      try {
        const template = process.env.PORTAL_E2E_TEMPLATE;
        if (template) fs.cpSync(template, dataDir, { recursive: true });
        const server = await startServerProcess({
          dataDir,
          // The calendar specs serve their iCal feeds from the test's own machine; the notifications spec runs a
          // push service there (e2e/pushReceiver.ts).
          env: {
            CALENDAR_FEED_ALLOW_LOOPBACK: '1',
            PUSH_ENDPOINT_ORIGINS: `http://127.0.0.1:${PUSH_RECEIVER_PORT}`,
          },
        });
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});
