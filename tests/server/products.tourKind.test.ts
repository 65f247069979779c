import { describe, expect, it } from 'vitest';
import { call, owner, setUpProductApp } from './productFixtures.ts';
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
