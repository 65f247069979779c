import type { CommissionModel } from '../../../machines/netAmount.ts';
import type { Db } from '../../db/database.ts';

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
