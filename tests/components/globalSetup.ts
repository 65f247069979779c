import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { TEST_SERVER } from '../server/testApp.ts';
import { COMPONENT_API_PORT } from './apiPort.ts';

/**
 * Component tests talk to the real API server (in-memory PGlite, demo seed) at the origin jsdom
 * pretends to be, so the app's one API client works unchanged.
 */
export default async function setup(_project: TestProject) {
  const app = await buildApp(
    readConfig(
      { ...process.env, LOG_LEVEL: 'warn' },
      {
        inMemoryDatabase: true,
        databaseUrl: undefined,
        dataDir: `/tmp/portal-components-${process.pid}`,
        staticDir: '/nonexistent',
        ...TEST_SERVER,
      },
    ),
  );
  await seedDemo(app.deps.db, app.deps.storage);
  await app.fastify.listen({ port: COMPONENT_API_PORT, host: '127.0.0.1' });
  return async () => {
    await app.close();
  };
}
