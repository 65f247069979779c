import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { galleryUrlsOf } from './productMedia.ts';

/**
 * Deletes the caller's product; its steps and gallery rows go with it (ON DELETE CASCADE). Answers the urls of
 * its files, which nothing points at any more, for the caller to remove from storage.
 */
export async function deleteOwnedProduct(
  db: Db,
  caller: AccessClaims,
  product: { id: string; main_picture_url: string | null },
): Promise<string[]> {
  const gallery = await galleryUrlsOf(db, product.id);
  await db
    .deleteFrom('products')
    .where('id', '=', product.id)
    .where('provider_id', '=', caller.sub)
    .execute();
  return [product.main_picture_url, ...gallery].filter((url) => url !== null);
}
