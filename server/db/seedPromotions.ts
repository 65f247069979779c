import type { Db } from './database.ts';
import { castId, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { demoOwnerId } from './seedOnce.ts';

const CASA_LAGO = '722135ca-fa9f-4da1-8fef-699ae36cd184'; // USD 145 a night, 175 on weekends, model 1
const CABANA = 'fea992ac-d568-45e0-9899-903f0064fc78'; // USD 95 a night, 120 on weekends, model 2

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The end-of-year season still to come (or running): 20 December to 6 January. */
function endOfYearSeason(now: number) {
  const today = new Date(now);
  const year =
    today.getUTCMonth() === 0 && today.getUTCDate() <= 6
      ? today.getUTCFullYear() - 1
      : today.getUTCFullYear();
  return { start: `${year}-12-20`, end: `${year + 1}-01-06` };
}

/**
 * The demo company's promotions (issue 14): 10 % off the lake house for the next weeks, a 15 % end-of-year
 * surcharge on the cabin, and a special price for the lake house's festival weekend — so the product cards
 * show tags and the price preview combines a discount, the weekend price and a special price. Added once, by
 * fixed ids, like the rest of the demo.
 */
export async function seedDemoPromotions(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const ownerId = await demoOwnerId(db, cast);
  if (!ownerId) return;
  const now = Date.now();
  const season = endOfYearSeason(now);
  const promotions = [
    {
      id: castId(cast, '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e01'),
      product: castId(cast, CASA_LAGO),
      promotion_type: 2,
      offer_type: 0,
      title: 'Temporada verde',
      percent_discount: 10,
      start_date: isoDay(now),
      end_date: isoDay(now + 45 * DAY_MS),
    },
    {
      id: castId(cast, '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e02'),
      product: castId(cast, CABANA),
      promotion_type: 4,
      offer_type: 4,
      title: 'Fin de año',
      percent_discount: 15,
      start_date: season.start,
      end_date: season.end,
    },
  ];
  const special = {
    id: castId(cast, '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e11'),
    product_id: castId(cast, CASA_LAGO),
    note: 'Festival del lago',
    start_date: isoDay(now + 14 * DAY_MS),
    end_date: isoDay(now + 16 * DAY_MS),
    price: 190,
    min_night: 2,
    discounts: false,
  };
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('provider_id', '=', ownerId)
    .where('id', 'in', [special.product_id, ...promotions.map((p) => p.product)])
    .execute();
  const present = new Set(products.map((p) => p.id));
  const seeded = await db
    .selectFrom('promotions')
    .select('id')
    .where(
      'id',
      'in',
      promotions.map((p) => p.id),
    )
    .execute();
  const done = new Set(seeded.map((p) => p.id));
  for (const { product, ...promotion } of promotions) {
    if (done.has(promotion.id) || !present.has(product)) continue;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('promotions')
        .values({ ...promotion, provider_id: ownerId, assigned_check: 1, language_code: 'es' })
        .execute();
      await trx
        .insertInto('promotion_products')
        .values({ promotion_id: promotion.id, product_id: product })
        .execute();
    });
  }
  // With the first promotion, once: a special price the provider removed later does not come back.
  if (!done.has(promotions[0]!.id) && present.has(special.product_id)) {
    await db
      .insertInto('special_prices')
      .values(special)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
