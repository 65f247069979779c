import type { Db } from '../../db/database.ts';
import { assignedPromotions, PROMOTION_STATUS_COLUMNS } from '../products/productPromotionTags.ts';

/** The product's promotions the price function weighs: every one assigned to it that is not disabled. */
export async function listPromotionBasis(db: Db, productId: string) {
  return assignedPromotions(db)
    .select([...PROMOTION_STATUS_COLUMNS, 'promotions.title', 'promotions.min_days'])
    .where('promotion_products.product_id', '=', productId)
    .orderBy('promotions.start_date')
    .orderBy('promotions.id')
    .execute();
}
