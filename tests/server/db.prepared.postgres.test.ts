import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Param, prepared, preparedStatementName } from '../../server/db/prepared.ts';
import { listProductPage } from '../../server/modules/products/productList.ts';
import { startTestApp, type TestApp } from './testApp.ts';

/*
 * On PostgreSQL a prepared query (server/db/prepared.ts) goes as a named statement, parsed and planned once per
 * connection (issue 28). Files named *.postgres.test.ts run only with DATABASE_URL (vite.config.ts).
 */

let app: TestApp;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('This file needs DATABASE_URL');
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The statements this connection has prepared, by name. */
const preparedOn = async (connection: typeof app.deps.db) =>
  new Map(
    (
      await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(connection)
    ).rows.map((row) => [row.name, row.statement]),
  );

it('runs a prepared query as a named statement of the connection', async () => {
  const plusOne = prepared((db, param: Param<{ n: number }>) =>
    db.selectNoFrom(sql<number>`${param('n')}::int + 1`.as('m')),
  );
  await app.deps.db.connection().execute(async (connection) => {
    expect(await plusOne.execute(connection, { n: 1 })).toEqual([{ m: 2 }]);
    expect(await plusOne.execute(connection, { n: 2 })).toEqual([{ m: 3 }]);
    const statements = await preparedOn(connection);
    const named = [...statements].filter(([, text]) => text.includes('::int + 1'));
    expect(named).toHaveLength(1);
    expect(named[0]![0]).toBe(preparedStatementName(named[0]![1]));
  });
});

it('reads a page of the product list, its total and its promotion tags in one prepared statement', async () => {
  const provider = (
    await app.deps.db
      .selectFrom('products')
      .select('provider_id')
      .groupBy('provider_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .executeTakeFirstOrThrow()
  ).provider_id;
  await app.deps.db.connection().execute(async (connection) => {
    const before = new Set((await preparedOn(connection)).keys());
    const page = { page: 1, results: 1, language: 'es', order: 'newest' } as const;
    const first = await listProductPage(connection, { providerId: provider }, page);
    expect(first.data).toHaveLength(1);
    expect(first.meta.total_products).toBeGreaterThan(1);
    const after = [...(await preparedOn(connection)).keys()];
    expect(after.filter((name) => !before.has(name))).toEqual([expect.stringMatching(/^q_/)]);
    const again = await listProductPage(connection, { providerId: provider }, page);
    expect(again).toEqual(first);
    expect([...(await preparedOn(connection)).keys()]).toEqual(after);
  });
});
