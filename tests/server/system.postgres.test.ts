import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

/*
 * The server's PostgreSQL connections can end under it (a restart, a failover, an administrator, an idle
 * timeout): the pool drops them and opens new ones, and the process keeps serving instead of dying on an
 * unheard 'error' event. The embedded database has no connections to lose: files named *.postgres.test.ts run
 * only with DATABASE_URL (vite.config.ts), so no run skips a test.
 */

let app: TestApp;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('This file needs DATABASE_URL');
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('keeps serving when PostgreSQL ends its idle connections', async () => {
  // Several requests at once leave several idle connections in the pool.
  const tokens = await Promise.all(Array.from({ length: 4 }, () => loginAs(app, DEMO.company)));
  expect(tokens).toHaveLength(4);
  const { rows } = await sql<{ database: string }>`select current_database() as database`.execute(
    app.deps.db,
  );
  const database = rows[0]!.database;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
  } finally {
    await admin.end();
  }
  // The pool hears each connection end; the next requests get new ones.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await loginAs(app, DEMO.company)).toEqual(expect.any(String));
});
