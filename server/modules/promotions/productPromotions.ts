import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The disabled status as stored (assigned_check). */
const DISABLED = 2;

/** The product's promotions the price function weighs: every one assigned to it that is not disabled. */
export async function listPromotionBasis(db: Db, productId: string) {
  return db
    .selectFrom('promotion_products')
    .innerJoin('promotions', 'promotions.id', 'promotion_products.promotion_id')
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
    .where('promotions.assigned_check', '<>', DISABLED)
    .orderBy('promotions.start_date')
    .orderBy('promotions.id')
    .execute();
}
