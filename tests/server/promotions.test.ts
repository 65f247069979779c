import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listPromotions, loadPromotion } from '../../server/modules/promotions/promotionQueries.ts';
import { app, call, insertProduct, other, owner, setUpProductApp } from './productFixtures.ts';
import {
  assignedTo,
  createPromotion,
  discount,
  insertPromotion,
  type Promotion,
  type PromotionInput,
  userIdOf,
  utcDay,
} from './promotionFixtures.ts';

setUpProductApp();

const OWNER_ID = 'demo-1';

const create = (body: object, token = owner) => call('POST', '/api/promotion-new', token, body);

/** The 400 a refused body gets, reduced to its code and field. */
async function refusal(body: object) {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(400);
  const error = res.json() as { code: string; field?: string };
  return { code: error.code, field: error.field };
}

describe('creating a promotion checks SPEC §5 (machines/promotionRules.ts)', () => {
  it.each([
    ['a start before today', { start_date: '2020-01-01' }, 'start_date'],
    ['an end on the start', { start_date: '2099-01-05', end_date: '2099-01-05' }, 'end_date'],
    ['an end before the start', { start_date: '2099-01-05', end_date: '2099-01-04' }, 'end_date'],
    ['a scheduled promotion without a show-from day', { assigned_check: 3 }, 'date_show_promotion'],
    [
      'a show-from day after the start',
      { assigned_check: 3, date_show_promotion: '2099-01-02' },
      'date_show_promotion',
    ],
    ['a discount above 100 %', { percent_discount: 100.5 }, 'percent_discount'],
    ['a percent with more than five decimals', { percent_discount: 10.123456 }, 'percent_discount'],
    ['a year the database cannot store', { start_date: '0000-01-01' }, 'start_date'],
  ])('refuses %s, naming the field', async (_, fields, field) => {
    expect(await refusal(discount(fields as Partial<PromotionInput>))).toEqual({
      code: 'invalid_request',
      field,
    });
  });

  it.each([
    ['no body fields', {}],
    ['a percent of zero', discount({ percent_discount: 0 })],
    ['a percent that is not a number', { ...discount(), percent_discount: 'diez' }],
    ['a day that does not exist', discount({ start_date: '2099-02-30' })],
    ['an unknown promotion type', { ...discount(), promotion_type: 5 }],
    ['no minimum night', discount({ promotion_type: 1, min_days: 0 })],
    ['a field the contract does not have', { ...discount(), price: 10 }],
    ['an array', [discount()]],
  ])('answers 400 to %s', async (_, body) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/promotion-new',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      payload: '{"promotion_type": 2,',
    });
    expect(res.statusCode).toBe(400);
  });

  it("allows a start one day before the UTC date (the provider's today may still be yesterday)", async () => {
    const created = await createPromotion(discount({ start_date: utcDay(-1), end_date: utcDay(5) }));
    expect(created.availability.start_date).toBe(utcDay(-1));
    expect((await refusal(discount({ start_date: utcDay(-2), end_date: utcDay(5) }))).field).toBe(
      'start_date',
    );
  });

  it('lets an increase go above 100 %', async () => {
    const created = await createPromotion(discount({ promotion_type: 4, percent_discount: 150 }));
    expect(created.percent_discount).toBe(150);
  });

  it('keeps min nights only for last-minute offers and increases, and the season only for special dates and increases', async () => {
    const lastMinute = await createPromotion(discount({ promotion_type: 1, min_days: 3, offer_type: 1 }));
    expect([lastMinute.availability.min_days, lastMinute.offer_type]).toEqual([3, 0]);
    const plain = await createPromotion(discount({ promotion_type: 2, min_days: 3, offer_type: 4 }));
    expect([plain.availability.min_days, plain.offer_type]).toEqual([1, 0]);
    const special = await createPromotion(discount({ promotion_type: 3, min_days: 3, offer_type: 4 }));
    expect([special.availability.min_days, special.offer_type]).toEqual([1, 4]);
    const increase = await createPromotion(discount({ promotion_type: 4, min_days: 2, offer_type: 1 }));
    expect([increase.availability.min_days, increase.offer_type]).toEqual([2, 1]);
  });

  it('drops a show-from day unless the promotion is scheduled', async () => {
    const created = await createPromotion(discount({ assigned_check: 1, date_show_promotion: '2098-12-01' }));
    expect(created.availability.date_show_promotion).toBeNull();
  });

  it('checks a change the same way and keeps the assigned products', async () => {
    const product = await insertProduct(1);
    const created = await createPromotion(discount({ product_id: product }));
    const res = await call(
      'PUT',
      `/api/promotion-new/${created.promotion_id}`,
      owner,
      discount({ end_date: '2098-01-01' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request', field: 'end_date' });
    const changed = await call(
      'PUT',
      `/api/promotion-new/${created.promotion_id}`,
      owner,
      discount({ percent_discount: 20, title: 'Semana de lluvia' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      percent_discount: 20,
      title: 'Semana de lluvia',
      products: [{ _id: product }],
      product_id: product,
    });
  });
});

describe('a scheduled promotion becomes active on its show-from day', () => {
  it('reads as active once the show-from day is today or past, scheduled before', async () => {
    const shown = (day: string) =>
      insertPromotion(OWNER_ID, {
        assigned_check: 3,
        date_show_promotion: day,
        start_date: utcDay(3),
        end_date: utcDay(9),
        promotion_type: 3,
      });
    const today = await shown(utcDay(0));
    const past = await shown(utcDay(-2));
    const tomorrow = await shown(utcDay(1));
    const res = await call('GET', '/api/promotions?promotion_type=3', owner);
    expect(res.statusCode).toBe(200);
    const status = (id: string) => (res.json().data as Promotion[]).find((p) => p.promotion_id === id);
    expect(status(today)).toMatchObject({ assigned_check: 3, status: 1 });
    expect(status(past)).toMatchObject({ assigned_check: 3, status: 1 });
    expect(status(tomorrow)).toMatchObject({ assigned_check: 3, status: 3 });
  });

  it('shows one created for tomorrow as scheduled today and active when tomorrow comes, without anyone acting', async () => {
    const created = await createPromotion(
      discount({
        assigned_check: 3,
        date_show_promotion: utcDay(1),
        start_date: utcDay(2),
        end_date: utcDay(8),
      }),
    );
    expect(created.status).toBe(3);
    const db = app.deps.db;
    expect((await loadPromotion(db, OWNER_ID, created.promotion_id, utcDay(0))).status).toBe(3);
    expect((await loadPromotion(db, OWNER_ID, created.promotion_id, utcDay(1))).status).toBe(1);
    const listedTomorrow = await listPromotions(db, { providerId: OWNER_ID, types: [2] }, utcDay(1));
    expect(listedTomorrow.find((p) => p.promotion_id === created.promotion_id)).toMatchObject({
      assigned_check: 3,
      status: 1,
    });
  });

  it('keeps a disabled promotion disabled', async () => {
    const created = await createPromotion(discount({ assigned_check: 2 }));
    expect(created.status).toBe(2);
  });
});

describe('assigning a promotion', () => {
  it("groups the caller's products and replaces the assignment with the ids sent", async () => {
    const stay = await insertProduct(4);
    // A hotel's rooms are sold, not the hotel (SPEC §6): the rooms group lists the room, named with its hotel.
    const hotel = await insertProduct(2, { name: 'Hotel del Lago' });
    const room = await insertProduct(14, { name: 'Doble', parent_id: hotel });
    const tour = await insertProduct(11);
    const guide = await insertProduct(16);
    const restaurant = await insertProduct(15);
    const created = await createPromotion(discount());
    const res = await call('PUT', `/api/promotionaddproducts/${created.promotion_id}`, owner, {
      vacations: [stay],
      rooms: [room],
      tours: [tour],
      guides: [guide],
    });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json() as Record<string, { _id: string; name: string; assigned: boolean }[]>;
    const assigned = (group: string) => groups[group]!.filter((p) => p.assigned).map((p) => p._id);
    expect([assigned('vacations'), assigned('rooms'), assigned('tours'), assigned('guides')]).toEqual([
      [stay],
      [room],
      [tour],
      [guide],
    ]);
    expect(groups.rooms!.find((p) => p._id === room)?.name).toBe('Hotel del Lago · Doble');
    const listed = Object.values(groups)
      .flat()
      .map((p) => p._id);
    expect(listed).not.toContain(restaurant);
    expect(listed).not.toContain(hotel);
    // The hotel itself takes no promotion.
    const refused = await call('PUT', `/api/promotionaddproducts/${created.promotion_id}`, owner, {
      rooms: [hotel],
    });
    expect(refused.statusCode).toBe(404);
    expect(await assignedTo(created.promotion_id)).toEqual([stay, room, tour, guide].sort());
    // The promotion names the room with its hotel too, as the assign list does.
    const promotions = (await call('GET', '/api/promotions', owner)).json().data as Promotion[];
    const runsOn = promotions.find((p) => p.promotion_id === created.promotion_id)!.products;
    expect(runsOn.find((p) => p._id === room)?.name).toBe('Hotel del Lago · Doble');

    const replaced = await call('PUT', `/api/promotionaddproducts/${created.promotion_id}`, owner, {
      tours: [tour],
    });
    expect(replaced.statusCode).toBe(200);
    expect(await assignedTo(created.promotion_id)).toEqual([tour]);

    const read = await call('GET', `/api/promotionproducts/${created.promotion_id}`, owner);
    expect(read.json()).toEqual(replaced.json());
  });

  it.each([
    ["another provider's product", 'foreign'],
    ['an unknown id', 'unknown'],
    ['a product of another group', 'wrongGroup'],
    ['a product no group takes', 'restaurant'],
  ])('refuses %s with 404 and changes nothing', async (_, kind) => {
    const mine = await insertProduct(1);
    const created = await createPromotion(discount({ product_id: mine }));
    const foreignOwner = await userIdOf('otro@demo.gt');
    const ids: Record<string, () => Promise<object>> = {
      foreign: async () => {
        const theirs = randomUUID();
        await app.deps.db
          .insertInto('products')
          .values({
            id: theirs,
            provider_id: foreignOwner,
            product_type: 1,
            name: 'Ajena',
            updated_at: new Date(),
          })
          .execute();
        return { vacations: [theirs] };
      },
      unknown: async () => ({ vacations: [randomUUID()] }),
      wrongGroup: async () => ({ tours: [await insertProduct(1)] }),
      restaurant: async () => ({ vacations: [await insertProduct(15)] }),
    };
    const res = await call('PUT', `/api/promotionaddproducts/${created.promotion_id}`, owner, {
      ...(await ids[kind]!()),
    });
    expect(res.statusCode).toBe(404);
    expect(await assignedTo(created.promotion_id)).toEqual([mine]);
  });

  it("creates nothing when product_id is another provider's product", async () => {
    const before = await call('GET', '/api/promotions', other);
    const res = await create(discount({ product_id: await insertProduct(1) }), other);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/promotions', other)).json()).toEqual(before.json());
  });

  it('refuses product_id of a product no group takes', async () => {
    const res = await create(discount({ product_id: await insertProduct(15) }));
    expect(res.statusCode).toBe(404);
  });

  it('deletes the assignments with the promotion', async () => {
    const product = await insertProduct(1);
    const created = await createPromotion(discount({ product_id: product }));
    const res = await call('DELETE', `/api/promotion-new/${created.promotion_id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(await assignedTo(created.promotion_id)).toEqual([]);
    expect((await call('GET', `/api/promotion-new/${created.promotion_id}/es`, owner)).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('lists the offers without a type, one type with it, newest first', async () => {
    const product = await insertProduct(1);
    const offer = await createPromotion(discount({ product_id: product, promotion_type: 1 }));
    const increase = await createPromotion(discount({ product_id: product, promotion_type: 4 }));
    const later = await createPromotion(discount({ product_id: product, promotion_type: 2 }));
    const ids = async (url: string) =>
      ((await call('GET', url, owner)).json().data as Promotion[]).map((p) => p.promotion_id);
    expect(await ids(`/api/promotions-new/${product}`)).toEqual([later.promotion_id, offer.promotion_id]);
    expect(await ids(`/api/promotions-new/${product}?promotion_type=4`)).toEqual([increase.promotion_id]);
    const all = await ids('/api/promotions');
    expect(all).toContain(offer.promotion_id);
    expect(all).not.toContain(increase.promotion_id);
    expect(all.indexOf(later.promotion_id)).toBeLessThan(all.indexOf(offer.promotion_id));
  });

  it('refuses a product_type that is not the product type', async () => {
    const product = await insertProduct(1);
    const res = await call('GET', `/api/promotions-new/${product}?product_type=2`, owner);
    expect(res.statusCode).toBe(400);
  });
});

describe('owner only', () => {
  it('answers 404 to another provider on every operation', async () => {
    const product = await insertProduct(1);
    const created = await createPromotion(discount({ product_id: product }));
    const id = created.promotion_id;
    const requests: [string, string, object?][] = [
      ['GET', `/api/promotion-new/${id}/es`],
      ['PUT', `/api/promotion-new/${id}`, discount({ percent_discount: 50 })],
      ['DELETE', `/api/promotion-new/${id}`],
      ['GET', `/api/promotionproducts/${id}`],
      ['PUT', `/api/promotionaddproducts/${id}`, { vacations: [] }],
      ['GET', `/api/promotions-new/${product}`],
      ['GET', `/api/promotions-new/product-info/${product}`],
      ['GET', `/api/promotions-new/price-preview/${product}`],
      ['GET', `/api/accommodation/special-prices/${product}`],
      ['PUT', `/api/accommodation/special-prices/${product}`, { special_prices: [] }],
      ['POST', '/api/promotion-new', discount({ product_id: product })],
    ];
    for (const [method, url, body] of requests) {
      const res = await call(method as 'GET', url, other, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await call('GET', '/api/promotions', other)).json().data).toEqual([]);
    // Nothing of the owner's changed.
    const still = await call('GET', `/api/promotion-new/${id}/es`, owner);
    expect(still.json()).toEqual(created);
  });
});
