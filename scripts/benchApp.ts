import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ROLE } from '../machines/roles.ts';
import { type App, buildApp } from '../server/app.ts';
import { readConfig, type ServerConfig } from '../server/config.ts';
import { createAccount } from '../server/modules/auth/accounts.ts';

/**
 * What the benchmarks share: the real app on an in-memory PGlite database (or the options given), silent,
 * without the client files or response validation, and a provider signed in to it.
 */
export async function benchApp(
  options: Partial<ServerConfig> = {},
): Promise<App & { dispose(): Promise<void> }> {
  const dataDir = `/tmp/portal-bench/${randomUUID()}`;
  const app = await buildApp({
    ...readConfig({ ...process.env, LOG_LEVEL: 'silent' }),
    databaseUrl: undefined,
    inMemoryDatabase: true,
    dataDir,
    staticDir: '/nonexistent',
    validateResponses: false,
    ...options,
  });
  await app.fastify.ready();
  return Object.assign(app, {
    async dispose() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** A verified provider account and its bearer token. */
export async function benchProvider(app: App, email: string) {
  const { db, tokens } = app.deps;
  const providerId = await createAccount(db, {
    email,
    passwordHash: null,
    provider: 'local',
    verified: true,
    language: 'es',
    role: ROLE.provider,
    first_name: 'Banco',
    last_name: 'Calendario',
  });
  return { providerId, token: await tokens.sign({ sub: providerId, sv: 0 }) };
}
