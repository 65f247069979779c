import { type ProductSegment, typesWith } from '../../../machines/productKinds.ts';
import { nightPrice } from '../../../machines/travelerPrice.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { type Param, preparedShapes } from '../../db/prepared.ts';
import { ApiError } from '../../errors.ts';
import { priceBasisOf } from '../promotions/pricePreview.ts';
import { requireChosenSegment } from './landingLocations.ts';

type LandingHubProducts = components['schemas']['LandingHubProducts'];
type ProductType = components['schemas']['ProductType'];

/**
 * The products a landing may show (SPEC §2 "Product assignment"): every provider's published products — not hidden,
 * not in revision — located in one of the hub's departments, of the segment's types (the kinds table's `segment`:
 * never a type number here), by name, at most HUB_PRODUCTS_LIMIT. A hotel's rooms are not listed (their segment is
 * none): the hotel is.
 */

/** The contract's maxItems of a hub's products and of one segment's assignment. */
export const HUB_PRODUCTS_LIMIT = 200;

export const PRODUCT_NOT_ASSIGNABLE =
  'Only published products of this tourist hub and segment can be assigned';

/** The product types of a segment (the kinds table). */
export const typesOfSegment = (segment: ProductSegment): number[] => typesWith('segment', segment);

/** The columns a product of a hub is shown and priced with. */
const PRODUCT_COLUMNS = [
  'products.id',
  'products.name',
  'products.product_type',
  'products.commission_model',
  'products.main_picture_url',
  'products.main_picture_name',
] as const;

/** One prepared query per segment (its types are part of the text): the hub's published products of the segment. */
const hubProductsQuery = preparedShapes(
  (segment: ProductSegment) => segment,
  (segment, db, param: Param<{ hubId: string; landingId: string; limit: number }>) =>
    db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('white_landing_products as wlp')
              .select('wlp.product_id')
              .whereRef('wlp.product_id', '=', 'products.id')
              .where('wlp.landing_id', '=', param('landingId'))
              .where('wlp.hub_id', '=', param('hubId'))
              .where('wlp.segment', '=', segment),
          )
          .as('assigned'),
      )
      .where('products.status', '=', 'published')
      .where('products.parent_id', 'is', null)
      .where('products.product_type', 'in', typesOfSegment(segment))
      .where((eb) =>
        eb(
          'products.state_id',
          'in',
          eb.selectFrom('tourist_hub_states').select('state_id').where('hub_id', '=', param('hubId')),
        ),
      )
      .orderBy('products.name')
      .orderBy('products.id')
      .limit(param('limit')),
);

export type PricedRow = {
  id: string;
  name: string;
  product_type: number;
  commission_model: number;
  main_picture_url: string | null;
  main_picture_name: string | null;
};

/**
 * What a traveler pays today for one unit of the product (a night of a stay, an adult's place on a departure), as the
 * promotion preview prices it (machines/travelerPrice.ts); null for a product without such a price.
 */
export async function travelerPriceToday(db: Db, product: PricedRow, today: string): Promise<number | null> {
  const basis = await priceBasisOf(db, product);
  return nightPrice(basis, today, { today }).traveler_pays;
}

/** The hub's published products of the segment, each saying whether the landing shows it there. */
export async function hubProducts(
  db: Db,
  landingId: string,
  hubId: string,
  segment: ProductSegment,
  today: string,
): Promise<LandingHubProducts> {
  const rows = await hubProductsQuery(segment).execute(db, { hubId, landingId, limit: HUB_PRODUCTS_LIMIT });
  const items = [];
  for (const row of rows) {
    items.push({
      productId: row.id,
      productType: row.product_type as ProductType,
      name: row.name,
      photoUrl: row.main_picture_url,
      price: await travelerPriceToday(db, row, today),
      currency: 'USD' as const,
      assigned: Boolean(row.assigned),
    });
  }
  return { hubId, segment, items };
}

/** Which of the ids are published products of the hub and segment. */
async function assignable(db: Db, hubId: string, segment: ProductSegment, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('products')
    .select('products.id')
    .where('products.id', 'in', ids)
    .where('products.status', '=', 'published')
    .where('products.parent_id', 'is', null)
    .where('products.product_type', 'in', typesOfSegment(segment))
    .where((eb) =>
      eb(
        'products.state_id',
        'in',
        eb.selectFrom('tourist_hub_states').select('state_id').where('hub_id', '=', hubId),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The segment's products in the hub replaced by these (select-all sends them all, an empty list unassigns them all).
 * The landing must show the segment in the hub (409 otherwise); an id that is not a published product of the hub and
 * segment is a 400 naming `productIds`; either way nothing is saved.
 */
export async function assignProducts(
  db: Db,
  landingId: string,
  hubId: string,
  segment: ProductSegment,
  productIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(productIds)];
  const allowed = await assignable(db, hubId, segment, ids);
  if (ids.some((id) => !allowed.has(id)))
    throw new ApiError(400, 'product_not_assignable', PRODUCT_NOT_ASSIGNABLE, 'productIds');
  await db.transaction().execute(async (trx) => {
    // The landing's row first: a save of its locations runs before or after, never between check and write.
    await trx.selectFrom('white_landings').select('id').where('id', '=', landingId).forUpdate().execute();
    await requireChosenSegment(trx, landingId, hubId, segment);
    await trx
      .deleteFrom('white_landing_products')
      .where('landing_id', '=', landingId)
      .where('hub_id', '=', hubId)
      .where('segment', '=', segment)
      .execute();
    if (ids.length > 0)
      await trx
        .insertInto('white_landing_products')
        .values(ids.map((product_id) => ({ landing_id: landingId, hub_id: hubId, segment, product_id })))
        .execute();
    await trx
      .updateTable('white_landings')
      .set({ updated_at: new Date() })
      .where('id', '=', landingId)
      .execute();
  });
}
