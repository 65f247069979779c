import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { TEST_SERVER } from '../server/testApp.ts';
import { COMPONENT_API_PORT } from './apiPort.ts';
import { castOfFile, FILES_WITH_A_DEMO_CAST } from './demoCasts.ts';

/**
 * Component tests talk to the real API server (in-memory PGlite) at the origin jsdom pretends to be, so the
 * app's one API client works unchanged. Before it listens, each file that needs the demo's people and data
 * gets a copy of its own (demoCasts.ts), made by the server's own seed; the test files learn their cast's
 * tag through `inject('demoCasts')`. Nothing of this is reachable through the server's routes.
 */
export default async function setup(project: TestProject) {
  const app = await buildApp(
    readConfig(
      // Loopback feeds: the calendar tests serve their iCal feeds from a server inside the test.
      { ...process.env, LOG_LEVEL: 'warn', CALENDAR_FEED_ALLOW_LOOPBACK: '1' },
      {
        inMemoryDatabase: true,
        databaseUrl: undefined,
        dataDir: `/tmp/portal-components-${process.pid}`,
        staticDir: '/nonexistent',
        ...TEST_SERVER,
        // Every component test signs in from this one address, files side by side: the limit per address (20 a
        // minute) is the server suite's to test (limits.test.ts), not a budget for the whole suite to share.
        rateLimits: {
          ...TEST_SERVER.rateLimits,
          loginPerAddress: { points: 10_000, seconds: 60 },
          // Every file's requests to join come from this one address too: the limit is help.joins' server test's.
          joinRequestsPerAddress: { points: 10_000, seconds: 60 },
        },
      },
    ),
  );
  const casts: Record<string, string> = {};
  for (const file of FILES_WITH_A_DEMO_CAST) {
    if (!existsSync(new URL(file, import.meta.url)))
      throw new Error(`demoCasts.ts names ${file}: no such file`);
    const cast = castOfFile(file);
    await seedDemo(app.deps.db, app.deps.storage, cast);
    casts[file] = cast.tag;
  }
  project.provide('demoCasts', casts);
  await app.fastify.listen({ port: COMPONENT_API_PORT, host: '127.0.0.1' });
  return async () => {
    await app.close();
  };
}
