import { hasCalendar } from '../../../machines/productTypes.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { findOwnedProduct, PRODUCT_NOT_FOUND } from '../products/productAccess.ts';

/**
 * The caller's product whose calendar is synced, or 404: another provider's product, a missing one and a
 * restaurant (SPEC §9: it takes no bookings by date, so it has no calendar to sync) look the same. Sync
 * settings are the owner's alone (the operator reviews listings, not links).
 */
export async function findSyncedProduct(db: Db, caller: AccessClaims, id: string) {
  const product = await findOwnedProduct(db, caller, id);
  if (!hasCalendar(product.product_type)) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}
