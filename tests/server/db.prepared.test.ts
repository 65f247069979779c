import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Param, prepared, preparedShapes } from '../../server/db/prepared.ts';
import { startTestApp, type TestApp } from './testApp.ts';

/*
 * Queries built once and run many times (server/db/prepared.ts, issue 28), on the embedded database and, in CI's
 * second run, on PostgreSQL.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('a prepared query', () => {
  it('is built once, and each run sends its own values', async () => {
    let builds = 0;
    const plusOne = prepared((db, param: Param<{ n: number }>) => {
      builds += 1;
      return db.selectNoFrom(sql<number>`${param('n')}::int + 1`.as('m'));
    });
    expect(await plusOne.execute(app.deps.db, { n: 1 })).toEqual([{ m: 2 }]);
    expect(await plusOne.executeTakeFirst(app.deps.db, { n: 41 })).toEqual({ m: 42 });
    expect(builds).toBe(1);
  });

  it('sends a value as a parameter, never as SQL', async () => {
    const echo = prepared((db, param: Param<{ text: string }>) =>
      db.selectNoFrom(sql<string>`${param('text')}::text`.as('text')),
    );
    const hostile = "'); drop table products; --";
    expect(await echo.execute(app.deps.db, { text: hostile })).toEqual([{ text: hostile }]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from products`.execute(app.deps.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('keeps the constants written into it beside the values of each run', async () => {
    const between = prepared((db, param: Param<{ n: number }>) =>
      db.selectNoFrom(sql<boolean>`${param('n')}::int between ${3}::int and ${7}::int`.as('inside')),
    );
    expect(await between.execute(app.deps.db, { n: 5 })).toEqual([{ inside: true }]);
    expect(await between.execute(app.deps.db, { n: 9 })).toEqual([{ inside: false }]);
  });
});

describe('prepared shapes', () => {
  it('builds each shape once, whatever the values', async () => {
    const built: string[] = [];
    const signed = preparedShapes(
      (negative: boolean) => (negative ? 'negative' : 'positive'),
      (negative: boolean, db, param: Param<{ n: number }>) => {
        built.push(negative ? 'negative' : 'positive');
        return db.selectNoFrom(
          negative ? sql<number>`-${param('n')}::int`.as('v') : sql<number>`${param('n')}::int`.as('v'),
        );
      },
    );
    expect(await signed(true).execute(app.deps.db, { n: 2 })).toEqual([{ v: -2 }]);
    expect(await signed(true).execute(app.deps.db, { n: 3 })).toEqual([{ v: -3 }]);
    expect(await signed(false).execute(app.deps.db, { n: 4 })).toEqual([{ v: 4 }]);
    expect(built).toEqual(['negative', 'positive']);
  });
});
