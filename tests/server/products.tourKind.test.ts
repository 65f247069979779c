import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateTo, migrateToLatest } from '../../server/db/migrate.ts';
import { call, owner, setUpProductApp } from './productFixtures.ts';
import { testDatabase } from './testApp.ts';
import { createThingToDo, prices, ttd } from './thingsToDoRequests.ts';

/**
 * Issue 26: the prices step's private or collective choice is the product's type (private tour 11, collective
 * 12; private community tourism 17, collective 13), so the tour is listed, reviewed and priced as what it sells.
 */

setUpProductApp();

const privately = { ...prices, type_of_tour: 0, price_collective: undefined };
const collectively = { ...prices, type_of_tour: 1, price_private: undefined };
const both = { ...prices, type_of_tour: 2 };

const typeOf = async (id: string) => (await call('GET', `/api/products/${id}`, owner)).json().product_type;

describe("a tour's type follows its prices step", () => {
  it('a tour created private becomes collective when it is sold collectively, and private again', async () => {
    const id = await createThingToDo(11);
    const saved = await call('PUT', ttd.prices(id, 11), owner, collectively);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ _id: id, product_type: 12, step_validate: { step9: true } });
    expect(await typeOf(id)).toBe(12);
    // Its other steps answer at its new type, not the old one.
    expect((await call('GET', ttd.prices(id, 12), owner)).json()).toMatchObject({ type_of_tour: 1 });
    expect((await call('GET', ttd.prices(id, 11), owner)).statusCode).toBe(404);

    expect((await call('PUT', ttd.prices(id, 12), owner, privately)).json().product_type).toBe(11);
    expect(await typeOf(id)).toBe(11);
  });

  it('a tour sold both privately and collectively is collective (docs/decisions.md, issue 26)', async () => {
    const id = await createThingToDo(11);
    expect((await call('PUT', ttd.prices(id, 11), owner, both)).json().product_type).toBe(12);
  });

  it('community tourism is private 17 or collective 13 the same way', async () => {
    const id = await createThingToDo(17);
    expect((await call('PUT', ttd.prices(id, 17), owner, collectively)).json().product_type).toBe(13);
    expect((await call('PUT', ttd.prices(id, 13), owner, privately)).json().product_type).toBe(17);
  });

  it('a tourist package keeps its one type whatever it offers', async () => {
    const id = await createThingToDo(71);
    expect((await call('PUT', ttd.prices(id, 71), owner, collectively)).json().product_type).toBe(71);
  });

  it('the list counts the tour under its new tab', async () => {
    const count = async (type: number) =>
      (
        await call('GET', `/api/products?product_type=${type}&language_code=es&page=1&results=12`, owner)
      ).json().meta.total_products as number;
    const [privateBefore, collectiveBefore] = [await count(11), await count(12)];
    const id = await createThingToDo(11);
    expect(await count(11)).toBe(privateBefore + 1);
    await call('PUT', ttd.prices(id, 11), owner, collectively);
    expect([await count(11), await count(12)]).toEqual([privateBefore, collectiveBefore + 1]);
  });
});

describe('tours stored before issue 26 (migration 0016)', () => {
  it('take the type their saved prices choose; the counts per tab follow', async () => {
    const { databaseUrl, dropDatabase } = await testDatabase();
    const { db } = openDatabase({
      ...readConfig({ ...process.env, LOG_LEVEL: 'silent' }),
      databaseUrl,
      inMemoryDatabase: !databaseUrl,
    });
    const needs = { payoutKey: async () => Buffer.alloc(32) };
    try {
      await migrateTo(db, '0015_sealed_identity_numbers', needs);
      const providerId = randomUUID();
      await db
        .insertInto('users')
        .values({ id: providerId, email: 'tours-0016@demo.gt', language: 'es', auth_provider: 'local' })
        .execute();
      // [type as stored, type_of_tour saved (none: prices not saved), type expected]
      const cases = [
        [11, 1, 12],
        [11, 2, 12],
        [11, 0, 11],
        [12, 0, 11],
        [12, 1, 12],
        [13, 0, 17],
        [17, 2, 13],
        [71, 1, 71],
        [11, null, 11],
      ] as const;
      const ids = cases.map(() => randomUUID());
      for (const [index, [type, typeOfTour]] of cases.entries()) {
        await db
          .insertInto('products')
          .values({
            id: ids[index]!,
            provider_id: providerId,
            product_type: type,
            name: `Tour ${index}`,
            updated_at: new Date(),
          })
          .execute();
        if (typeOfTour !== null)
          await db
            .insertInto('product_steps')
            .values({
              product_id: ids[index]!,
              step: 'prices',
              data: JSON.stringify({ ...prices, type_of_tour: typeOfTour }),
              updated_at: new Date(),
            })
            .execute();
      }

      await migrateToLatest(db, needs);

      const rows = await db.selectFrom('products').select(['id', 'product_type']).execute();
      const typeOfId = new Map(rows.map((row) => [row.id, row.product_type]));
      expect(ids.map((id) => typeOfId.get(id))).toEqual(cases.map(([, , expected]) => expected));
      const counts = await db
        .selectFrom('product_counts')
        .select(['product_type', 'total'])
        .where('provider_id', '=', providerId)
        .where('total', '>', 0)
        .orderBy('product_type')
        .execute();
      expect(counts).toEqual([
        { product_type: 11, total: 3 },
        { product_type: 12, total: 3 },
        { product_type: 13, total: 1 },
        { product_type: 17, total: 1 },
        { product_type: 71, total: 1 },
      ]);
    } finally {
      await db.destroy();
      await dropDatabase();
    }
  });
});
