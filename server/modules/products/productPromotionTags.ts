import { type Expression, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { effectiveStatus } from '../../../machines/travelerPrice.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { type Param, prepared } from '../../db/prepared.ts';

type ProductPromotion = components['schemas']['ProductPromotion'];

/** Today (UTC), the day the cards read their promotions' status on. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** The disabled status as stored (assigned_check). */
const DISABLED = 2;

/**
 * The promotions assigned to products, not disabled: what a card's tags and the traveler's price both weigh
 * (promotions/productPromotions.ts builds on it; `products` imports no promotion code).
 */
export const assignedPromotions = (db: Db) =>
  db
    .selectFrom('promotion_products')
    .innerJoin('promotions', 'promotions.id', 'promotion_products.promotion_id')
    .where('promotions.assigned_check', '<>', DISABLED);

/**
 * What a promotion's tag, and its status on a day (`effectiveStatus`), read of it: dates as text, as the contract
 * has them. The price basis (promotions/productPromotions.ts) reads them too.
 */
export const PROMOTION_STATUS_COLUMNS = [
  'promotions.id',
  'promotions.promotion_type',
  'promotions.percent_discount',
  sql<string>`promotions.start_date::text`.as('start_date'),
  sql<string>`promotions.end_date::text`.as('end_date'),
  'promotions.assigned_check',
  sql<string | null>`promotions.date_show_promotion::text`.as('date_show_promotion'),
] as const;

/**
 * The promotion tags of one product card (SPEC §2 My products), as a JSON array column of the card's own query: the
 * promotions assigned to it that are not disabled and have not ended by `today`, earliest start first. `tagsOf`
 * reads them with their status as of `today`.
 */
export const promotionTagsColumn = (db: Db, productId: Expression<string>, today: Expression<string>) =>
  jsonArrayFrom(
    assignedPromotions(db)
      .where('promotion_products.product_id', '=', productId)
      .where('promotions.end_date', '>=', today)
      .select(PROMOTION_STATUS_COLUMNS)
      .orderBy('promotions.start_date')
      .orderBy('promotions.id'),
  );

/** One row of `promotionTagsColumn`. */
interface TagRow {
  id: string;
  promotion_type: number;
  percent_discount: number;
  start_date: string;
  end_date: string;
  assigned_check: number;
  date_show_promotion: string | null;
}

/** A card's tags as the contract has them, with each one's status as of `today`. */
export const tagsOf = (rows: readonly TagRow[], today: string): ProductPromotion[] =>
  rows.map((row) => ({
    promotion_id: row.id,
    type: row.promotion_type as ProductPromotion['type'],
    percentDiscount: row.percent_discount,
    startDate: row.start_date,
    endDate: row.end_date,
    status: effectiveStatus(row, today) as ProductPromotion['status'],
  }));

const tagsOfProducts = prepared((db, param: Param<{ ids: readonly string[]; today: string }>) =>
  db
    .selectFrom('products')
    .select((eb) => [
      'products.id',
      promotionTagsColumn(db, eb.ref('products.id'), param('today')).as('tags'),
    ])
    // One text for any number of products, so that it is prepared once.
    .where(sql<boolean>`products.id = any(${param('ids')}::text[])`),
);

/** Some products' tags as of `today`, read as their cards read them. */
export async function promotionTagsOf(
  db: Db,
  productIds: readonly string[],
  today: string,
): Promise<Map<string, ProductPromotion[]>> {
  const rows = await tagsOfProducts.execute(db, { ids: productIds, today });
  return new Map(rows.map((row) => [row.id, tagsOf(row.tags, today)]));
}
