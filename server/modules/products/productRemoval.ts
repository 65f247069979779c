import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { galleryUrlsOf } from './productMedia.ts';

/**
 * Deletes the caller's product; its steps and gallery rows, and its rooms with theirs (issue 29), go with it (ON
 * DELETE CASCADE). Answers the urls of all their files, which nothing points at any more, for the caller to remove
 * from storage.
 */
export async function deleteOwnedProduct(
  db: Db,
  caller: AccessClaims,
  product: { id: string; main_picture_url: string | null },
): Promise<string[]> {
  const rooms = await db
    .selectFrom('products')
    .select(['id', 'main_picture_url'])
    .where('parent_id', '=', product.id)
    .execute();
  const owned = [product, ...rooms];
  const galleries = await Promise.all(owned.map((each) => galleryUrlsOf(db, each.id)));
  await db
    .deleteFrom('products')
    .where('id', '=', product.id)
    .where('provider_id', '=', caller.sub)
    .execute();
  return [...owned.map((each) => each.main_picture_url), ...galleries.flat()].filter((url) => url !== null);
}
