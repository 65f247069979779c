import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { assignedPromotions } from '../products/productPromotionTags.ts';

/** The product's promotions the price function weighs: every one assigned to it that is not disabled. */
export async function listPromotionBasis(db: Db, productId: string) {
  return assignedPromotions(db)
    .select([
      'promotions.id',
      'promotions.title',
      'promotions.promotion_type',
      'promotions.percent_discount',
      sql<string>`promotions.start_date::text`.as('start_date'),
      sql<string>`promotions.end_date::text`.as('end_date'),
      'promotions.assigned_check',
      sql<string | null>`promotions.date_show_promotion::text`.as('date_show_promotion'),
      'promotions.min_days',
    ])
    .where('promotion_products.product_id', '=', productId)
    .orderBy('promotions.start_date')
    .orderBy('promotions.id')
    .execute();
}
