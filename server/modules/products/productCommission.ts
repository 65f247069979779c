import type { CommissionModel } from '../../../machines/netAmount.ts';
import type { Db } from '../../db/database.ts';

/** SPEC §9: the commission option is hidden for attractions (18) and gastronomy (68). */
const WITHOUT_COMMISSION = [18, 68];

export const hasCommissionModel = (productType: number) => !WITHOUT_COMMISSION.includes(productType);

/** The product's commission model; only the provider's own product changes. */
export async function setCommissionModel(
  db: Db,
  product: { id: string; provider_id: string },
  model: CommissionModel,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ commission_model: model, updated_at: new Date() })
    .where('id', '=', product.id)
    .where('provider_id', '=', product.provider_id)
    .execute();
}
