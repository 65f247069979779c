import type { CommissionModel } from '../../../machines/netAmount.ts';
import type { Db } from '../../db/database.ts';
import type { ProductRow } from './productAccess.ts';

/**
 * The product's commission model, and its rooms' (a hotel's rooms are sold under the hotel's model, issue 29); only
 * the provider's own products change.
 */
export async function setCommissionModel(
  db: Db,
  product: { id: string; provider_id: string },
  model: CommissionModel,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ commission_model: model, updated_at: new Date() })
    .where((eb) => eb.or([eb('id', '=', product.id), eb('parent_id', '=', product.id)]))
    .where('provider_id', '=', product.provider_id)
    .execute();
}

/**
 * A prices step's commission model is the product's (stays and things to do alike): saving the step sets it on the
 * product, and the step reads it back from there, since the commission menu may have changed it since.
 */
export const commissionModelOfPrices = {
  apply: (db: Db, product: ProductRow, stored: { commission_model: CommissionModel }) =>
    setCommissionModel(db, product, stored.commission_model),
  view: <Stored extends { commission_model: CommissionModel }>(
    stored: Stored,
    { product }: { product: ProductRow },
  ) => ({
    ...stored,
    commission_model: product.commission_model === 2 ? (2 as const) : (1 as const),
  }),
};
