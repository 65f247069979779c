import { sql } from 'kysely';
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

const tagsOfProducts = prepared((db, param: Param<{ ids: readonly string[]; today: string }>) =>
  assignedPromotions(db)
    .select([
      'promotion_products.product_id',
      'promotions.id',
      'promotions.promotion_type',
      'promotions.percent_discount',
      sql<string>`promotions.start_date::text`.as('start_date'),
      sql<string>`promotions.end_date::text`.as('end_date'),
      'promotions.assigned_check',
      sql<string | null>`promotions.date_show_promotion::text`.as('date_show_promotion'),
    ])
    // One text for any number of products, so that it is prepared once.
    .where(sql<boolean>`promotion_products.product_id = any(${param('ids')}::text[])`)
    .where('promotions.end_date', '>=', param('today'))
    .orderBy('promotions.start_date')
    .orderBy('promotions.id'),
);

/**
 * The promotion tags of a page of products (their cards, SPEC §2 My products), in one query: for each, the
 * promotions assigned to it that are not disabled and have not ended by `today`, earliest start first, with their
 * status as of `today`.
 */
export async function promotionTagsOf(
  db: Db,
  productIds: readonly string[],
  today: string,
): Promise<Map<string, ProductPromotion[]>> {
  const tags = new Map<string, ProductPromotion[]>();
  if (productIds.length === 0) return tags;
  const rows = await tagsOfProducts.execute(db, { ids: productIds, today });
  for (const row of rows) {
    const list = tags.get(row.product_id) ?? [];
    list.push({
      promotion_id: row.id,
      type: row.promotion_type as ProductPromotion['type'],
      percentDiscount: row.percent_discount,
      startDate: row.start_date,
      endDate: row.end_date,
      status: effectiveStatus(row, today) as ProductPromotion['status'],
    });
    tags.set(row.product_id, list);
  }
  return tags;
}
