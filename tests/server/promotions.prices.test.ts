import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { demoCast } from '../../server/db/seedCast.ts';
import { promotionTagsOf } from '../../server/modules/products/productPromotionTags.ts';
import { freshProvider, insertOwnedProduct } from './calendarServerFixtures.ts';
import { app, call, insertProduct, owner, setUpProductApp } from './productFixtures.ts';
import { createPromotion, discount, insertPromotion, utcDay } from './promotionFixtures.ts';
import { createThingToDo, prices, ttd } from './thingsToDoRequests.ts';

setUpProductApp();

type PricePreview = components['schemas']['PricePreview'];
type SpecialPrice = components['schemas']['SpecialPrice'];

/** The stay's price step as the wizard stores it. */
async function savePrices(
  productId: string,
  prices: { base_price: number; weekend_price: number; min_night?: number },
) {
  await app.deps.db
    .insertInto('product_steps')
    .values({
      product_id: productId,
      step: 'price-seasons',
      data: JSON.stringify({ type_of_term: 0, commission_model: 2, extra_fee: [], min_night: 1, ...prices }),
      updated_at: new Date(),
    })
    .execute();
}

const specialPrices = (productId: string, body: object, query = '') =>
  call('PUT', `/api/accommodation/special-prices/${productId}${query}`, owner, body);

const entry = (fields: object = {}) => ({
  note: 'Feria',
  start_date: '2099-05-01',
  end_date: '2099-05-03',
  price: 80,
  ...fields,
});

describe('price preview', () => {
  it('prices a week with a special price, the weekend, two discounts and a surcharge (commission model 2)', async () => {
    const product = await insertProduct(1, { commission_model: 2 });
    await savePrices(product, { base_price: 100, weekend_price: 120 });
    const special = await specialPrices(product, {
      special_prices: [
        entry({ note: 'Domingo de feria', start_date: '2099-03-08', end_date: '2099-03-09', price: 150 }),
      ],
    });
    expect(special.statusCode, special.body).toBe(200);
    const tenOff = await createPromotion(
      discount({
        product_id: product,
        start_date: '2099-03-02',
        end_date: '2099-03-09',
        percent_discount: 10,
      }),
    );
    const lastMinute = await createPromotion(
      discount({
        product_id: product,
        promotion_type: 1,
        start_date: '2099-03-05',
        end_date: '2099-03-06',
        percent_discount: 20,
      }),
    );
    const surcharge = await createPromotion(
      discount({
        product_id: product,
        promotion_type: 4,
        start_date: '2099-03-06',
        end_date: '2099-03-09',
        percent_discount: 15,
      }),
    );
    // Disabled: weighed by nobody, and left out of the basis.
    await createPromotion(
      discount({
        product_id: product,
        percent_discount: 50,
        assigned_check: 2,
        start_date: '2099-03-02',
        end_date: '2099-03-09',
      }),
    );

    const res = await call(
      'GET',
      `/api/promotions-new/price-preview/${product}?start=2099-03-04&days=6`,
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as PricePreview;
    expect(preview.today).toBe(utcDay(0));
    expect(preview.basis).toMatchObject({
      base_price: 100,
      weekend_price: 120,
      min_night: 1,
      commission_model: 2,
    });
    expect(preview.basis.promotions.map((p) => p.promotion_id).sort()).toEqual(
      [tenOff.promotion_id, lastMinute.promotion_id, surcharge.promotion_id].sort(),
    );
    expect(
      preview.nights.map((n) => [
        n.date,
        n.source,
        n.list_price,
        n.discount_percent,
        n.surcharge_percent,
        n.traveler_pays,
        n.you_receive,
        n.fee,
      ]),
    ).toEqual([
      // Wednesday: base less 10 %; the provider receives the price over 1.15.
      ['2099-03-04', 'base', 100, 10, 0, 90, 78.26, 11.74],
      // Thursday: the larger of the two discounts only.
      ['2099-03-05', 'base', 100, 20, 0, 80, 69.57, 10.43],
      // Friday: weekend price, 20 % off and 15 % on, both of the list price.
      ['2099-03-06', 'weekend', 120, 20, 15, 114, 99.13, 14.87],
      ['2099-03-07', 'weekend', 120, 10, 15, 126, 109.57, 16.43],
      // Sunday and Monday: the special price allows no discount; the surcharge still adds.
      ['2099-03-08', 'special', 150, 0, 15, 172.5, 150, 22.5],
      ['2099-03-09', 'special', 150, 0, 15, 172.5, 150, 22.5],
    ]);
    expect(preview.nights[1]!.discount_promotion_id).toBe(lastMinute.promotion_id);
    expect(preview.nights[4]!.special_price_id).toBe(
      (special.json().special_prices as SpecialPrice[])[0]!.special_price_id,
    );
  });

  it('starts today for 60 nights by default, with no price before the price step is saved', async () => {
    const product = await insertProduct(4);
    const res = await call('GET', `/api/promotions-new/price-preview/${product}`, owner);
    const preview = res.json() as PricePreview;
    expect(preview.nights).toHaveLength(60);
    expect(preview.nights[0]).toMatchObject({
      date: utcDay(0),
      source: 'none',
      traveler_pays: null,
      you_receive: null,
    });
    expect(preview.basis).toMatchObject({ base_price: null, weekend_price: null, min_night: 1 });
  });

  it("prices a tour by an adult's place on the departures it sells, every day alike (issue 26)", async () => {
    const tour = await createThingToDo(11);
    const sell = (body: object, type: number) =>
      call('PUT', ttd.prices(tour, type), owner, { ...prices, commission_model: 1, ...body });
    await sell({ type_of_tour: 1, price_private: undefined }, 11);
    const preview = async () =>
      (
        await call('GET', `/api/promotions-new/price-preview/${tour}?start=2099-03-06&days=2`, owner)
      ).json() as PricePreview;
    const collective = await preview();
    expect(collective.product_type).toBe(12);
    expect(collective.basis).toMatchObject({ base_price: 45, weekend_price: null, min_night: 1 });
    // Friday and Saturday cost the same: a departure has no weekend price.
    expect(collective.nights.map((n) => [n.source, n.traveler_pays])).toEqual([
      ['base', 45],
      ['base', 45],
    ]);
    const info = await call('GET', `/api/promotions-new/product-info/${tour}?product_type=12`, owner);
    expect(info.json()).toMatchObject({ product_type: 12, price_per_adult: 45, base_price: null });

    // Both kinds: collective, priced by its collective place; privately only: its private price.
    await sell({}, 12);
    expect((await preview()).basis.base_price).toBe(45);
    await sell({ type_of_tour: 0, price_collective: undefined }, 12);
    expect((await preview()).basis).toMatchObject({ base_price: 120 });
  });

  it('refuses nights out of range with 400', async () => {
    const product = await insertProduct(1);
    for (const query of ['days=0', 'days=367', 'start=2099-02-30', 'start=0000-01-01']) {
      const res = await call('GET', `/api/promotions-new/price-preview/${product}?${query}`, owner);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("tells the promotion screens the product's prices", async () => {
    const product = await insertProduct(1, { commission_model: 2 });
    await savePrices(product, { base_price: 95.5, weekend_price: 110, min_night: 3 });
    const res = await call('GET', `/api/promotions-new/product-info/${product}?product_type=1`, owner);
    expect(res.json()).toEqual({
      _id: product,
      name: 'Producto 1',
      product_type: 1,
      commission_model: 2,
      base_price: 95.5,
      weekend_price: 110,
      price_per_adult: null,
      price_per_day: null,
      min_night: 3,
      mainPicture: null,
    });
    expect(
      (await call('GET', `/api/promotions-new/product-info/${product}?product_type=11`, owner)).statusCode,
    ).toBe(400);
  });
});

describe('special prices', () => {
  it('replaces the whole list and answers it earliest first, keeping the ids of entries kept', async () => {
    // A hotel's room (SPEC §6: a hotel's special prices are its rooms').
    const product = await insertProduct(14, { parent_id: await insertProduct(2) });
    const first = await specialPrices(product, {
      special_prices: [
        entry({ start_date: '2099-06-01', end_date: '2099-06-02' }),
        entry({ note: 'Mayo', price: 99.99, min_night: 2, discounts: true }),
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().special_prices as SpecialPrice[];
    expect(
      saved.map((s) => [s.note, s.start_date, s.end_date, s.price, s.min_night, s.discounts, s.product_type]),
    ).toEqual([
      ['Mayo', '2099-05-01', '2099-05-03', 99.99, 2, true, 14],
      ['Feria', '2099-06-01', '2099-06-02', 80, 1, false, 14],
    ]);
    const kept = saved[0]!;
    const second = await specialPrices(product, {
      special_prices: [
        { ...entry({ note: 'Mayo corto', end_date: '2099-05-02' }), special_price_id: kept.special_price_id },
      ],
    });
    expect(second.json().special_prices).toEqual([
      expect.objectContaining({
        special_price_id: kept.special_price_id,
        note: 'Mayo corto',
        end_date: '2099-05-02',
      }),
    ]);
    const read = await call('GET', `/api/accommodation/special-prices/${product}?product_type=14`, owner);
    expect(read.json()).toEqual(second.json());
    const cleared = await specialPrices(product, { special_prices: [] });
    expect(cleared.json()).toEqual({ special_prices: [] });
  });

  it('gives a new id to an id that is not one of this product’s', async () => {
    const one = await insertProduct(1);
    const two = await insertProduct(1);
    const saved = (await specialPrices(one, { special_prices: [entry()] })).json()
      .special_prices as SpecialPrice[];
    const res = await specialPrices(two, {
      special_prices: [{ ...entry(), special_price_id: saved[0]!.special_price_id }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().special_prices[0].special_price_id).not.toBe(saved[0]!.special_price_id);
    expect((await call('GET', `/api/accommodation/special-prices/${one}`, owner)).json()).toEqual({
      special_prices: saved,
    });
  });

  it.each([
    [
      'two sharing a night',
      [entry(), entry({ start_date: '2099-05-03', end_date: '2099-05-05' })],
      'special_prices_overlap',
      'special_prices.1.start_date',
    ],
    [
      'one inside another, sent first',
      [entry({ start_date: '2099-05-02', end_date: '2099-05-02' }), entry({ end_date: '2099-05-09' })],
      'special_prices_overlap',
      'special_prices.1.start_date',
    ],
    [
      'an end before the start',
      [entry({ end_date: '2099-04-30' })],
      'invalid_request',
      'special_prices.0.end_date',
    ],
    ['a blank note', [entry({ note: '   ' })], 'invalid_request', 'special_prices.0.note'],
    ['a price below a cent', [entry({ price: 80.005 })], 'invalid_request', 'special_prices.0.price'],
  ])('refuses %s and keeps the list', async (_, list, code, field) => {
    const product = await insertProduct(1);
    const before = await specialPrices(product, {
      special_prices: [entry({ start_date: '2099-09-01', end_date: '2099-09-01' })],
    });
    const res = await specialPrices(product, { special_prices: list });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, field });
    expect((await call('GET', `/api/accommodation/special-prices/${product}`, owner)).json()).toEqual(
      before.json(),
    );
  });

  it('accepts one night, and a night right after another price', async () => {
    const product = await insertProduct(1);
    const res = await specialPrices(product, {
      special_prices: [entry({ start_date: '2099-05-04', end_date: '2099-05-04' }), entry()],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['no note', { start_date: '2099-05-01', end_date: '2099-05-02', price: 10 }],
    ['no price', { note: 'x', start_date: '2099-05-01', end_date: '2099-05-02' }],
    ['a price of zero', entry({ price: 0 })],
    ['no dates', { note: 'x', price: 10 }],
  ])('answers 400 to %s', async (_, item) => {
    const product = await insertProduct(1);
    expect((await specialPrices(product, { special_prices: [item] })).statusCode).toBe(400);
  });

  it('answers 404 for a product that is not a stay or a room, 400 for a product_type that is not its type', async () => {
    const tour = await insertProduct(11);
    expect((await call('GET', `/api/accommodation/special-prices/${tour}`, owner)).statusCode).toBe(404);
    expect((await specialPrices(tour, { special_prices: [] })).statusCode).toBe(404);
    // A hotel's special prices are its rooms' (SPEC §6).
    const hotel = await insertProduct(2);
    expect((await call('GET', `/api/accommodation/special-prices/${hotel}`, owner)).statusCode).toBe(404);
    const stay = await insertProduct(1);
    expect((await specialPrices(stay, { special_prices: [] }, '?product_type=4')).statusCode).toBe(400);
    // The hotel's own type is not one that has special prices: the contract refuses it.
    expect((await specialPrices(stay, { special_prices: [] }, '?product_type=2')).statusCode).toBe(400);
  });
});

describe('promotion tags on the product list', () => {
  it('shows the running and scheduled promotions of each card, earliest first, not ended or disabled ones', async () => {
    const provider = await freshProvider();
    const product = await insertOwnedProduct(provider.id, 'Casa con ofertas');
    const bare = await insertOwnedProduct(provider.id, 'Casa sin ofertas');
    const running = await insertPromotion(
      provider.id,
      { assigned_check: 1, start_date: utcDay(-3), end_date: utcDay(4), percent_discount: 12.5 },
      [product],
    );
    const scheduled = await insertPromotion(
      provider.id,
      {
        assigned_check: 3,
        date_show_promotion: utcDay(1),
        start_date: utcDay(2),
        end_date: utcDay(9),
        promotion_type: 4,
        percent_discount: 15,
      },
      [product],
    );
    const endsToday = await insertPromotion(
      provider.id,
      { assigned_check: 1, start_date: utcDay(-1), end_date: utcDay(0) },
      [product],
    );
    await insertPromotion(provider.id, { assigned_check: 1, start_date: utcDay(-9), end_date: utcDay(-1) }, [
      product,
    ]);
    await insertPromotion(provider.id, { assigned_check: 2, start_date: utcDay(1), end_date: utcDay(5) }, [
      product,
    ]);

    const res = await call('GET', '/api/products?product_type=1', provider.token);
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { _id: string; promotions: unknown[] }[];
    expect(items.find((i) => i._id === bare)!.promotions).toEqual([]);
    expect(items.find((i) => i._id === product)!.promotions).toEqual([
      {
        promotion_id: running,
        type: 2,
        percentDiscount: 12.5,
        startDate: utcDay(-3),
        endDate: utcDay(4),
        status: 1,
      },
      {
        promotion_id: endsToday,
        type: 2,
        percentDiscount: 10,
        startDate: utcDay(-1),
        endDate: utcDay(0),
        status: 1,
      },
      {
        promotion_id: scheduled,
        type: 4,
        percentDiscount: 15,
        startDate: utcDay(2),
        endDate: utcDay(9),
        status: 3,
      },
    ]);
    // One card read alone carries the same tags.
    const one = await call('GET', `/api/products/${product}`, provider.token);
    expect(one.json().promotions).toEqual(items.find((i) => i._id === product)!.promotions);

    // Tomorrow the scheduled one is active and the one ending today is gone.
    const tomorrow = await promotionTagsOf(app.deps.db, [product], utcDay(1));
    expect(tomorrow.get(product)!.map((t) => [t.promotion_id, t.status])).toEqual([
      [running, 1],
      [scheduled, 1],
    ]);
  });
});

describe('the demo company', () => {
  const CASA_LAGO = '722135ca-fa9f-4da1-8fef-699ae36cd184';
  const CABANA = 'fea992ac-d568-45e0-9899-903f0064fc78';

  it('has a discount on the lake house, a festival special price there and an end-of-year surcharge on the cabin', async () => {
    const res = await call('GET', `/api/promotions-new/price-preview/${CASA_LAGO}`, owner);
    const preview = res.json() as PricePreview;
    expect(preview.basis).toMatchObject({ base_price: 145, weekend_price: 175, commission_model: 1 });
    const first = preview.nights[0]!;
    expect(first.discount_percent).toBe(10);
    expect(first.traveler_pays).toBe(Math.round((first.list_price ?? 0) * 90) / 100);
    expect(preview.nights[15]).toMatchObject({
      source: 'special',
      list_price: 190,
      discount_percent: 0,
      traveler_pays: 190,
    });

    const increases = await call('GET', `/api/promotions-new/${CABANA}?promotion_type=4`, owner);
    expect(increases.json().data).toEqual([
      expect.objectContaining({ promotion_type: 4, offer_type: 4, percent_discount: 15, status: 1 }),
    ]);
  });

  it('is seeded once: a second seed adds nothing, and a cast gets promotions of its own', async () => {
    const count = async (table: 'promotions' | 'promotion_products' | 'special_prices') =>
      Number(
        (
          await app.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [
      await count('promotions'),
      await count('promotion_products'),
      await count('special_prices'),
    ];
    await seedDemo(app.deps.db, app.deps.storage);
    expect([
      await count('promotions'),
      await count('promotion_products'),
      await count('special_prices'),
    ]).toEqual(before);
    await seedDemo(app.deps.db, app.deps.storage, demoCast('promo'));
    expect([
      await count('promotions'),
      await count('promotion_products'),
      await count('special_prices'),
    ]).toEqual([before[0]! + 2, before[1]! + 2, before[2]! + 1]);
  });
});
