import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { Database, ProductStatusName } from '../../db/schema.ts';
import { storedNameOf } from '../../storage/files.ts';
import { sendPropertyBackToReview } from './productAccess.ts';

/** A product's main picture and its gallery of photos and videos, as stored (the files are in FileStorage). */

type Gallery = components['schemas']['Gallery'];

export interface NewGalleryItem {
  url: string;
  name: string;
  kind: 'image' | 'video';
}

/** The main picture and the gallery as stored now: every gallery answer is the whole of it. */
export async function galleryOf(db: Db, productId: string): Promise<Gallery> {
  const product = await db
    .selectFrom('products')
    .select(['main_picture_url', 'main_picture_name'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('product_media')
    .select(['id', 'url', 'name', 'key', 'kind'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return {
    mainPicture: product.main_picture_url
      ? { url_photo: product.main_picture_url, name: product.main_picture_name ?? '' }
      : null,
    multimediaGallery: items.map((item) => ({
      _id: item.id,
      url_photo: item.url,
      name: item.name,
      key: item.key,
      kind: item.kind,
    })),
  };
}

/**
 * Replaces the main picture. SPEC §4: a new main picture on a product travellers can see needs a new review (a
 * room's, its property's); a hidden one stays hidden.
 */
export async function setMainPicture(
  db: Transaction<Database>,
  product: { id: string; status: ProductStatusName; parent_id: string | null },
  picture: { url: string; name: string },
) {
  const backToReview = product.status !== 'hidden';
  await db
    .updateTable('products')
    .set({
      main_picture_url: picture.url,
      main_picture_name: picture.name,
      updated_at: new Date(),
      ...(backToReview ? { status: 'revision' as const, review_reason: null } : {}),
    })
    .where('id', '=', product.id)
    .execute();
  // A room's picture is its property's: a visible property goes back to review (issue 29).
  if (product.parent_id) await sendPropertyBackToReview(db, product.parent_id);
}

/** How many photos and videos the gallery holds. */
export async function galleryCountOf(db: Db, productId: string): Promise<number> {
  const { count } = await db
    .selectFrom('product_media')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** How many items the gallery holds and the position the next one takes (after the last). */
export async function galleryPlacesOf(db: Db, productId: string) {
  const last = await db
    .selectFrom('product_media')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.max('position').as('top')])
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return { count: Number(last.count), next: last.top === null ? 0 : Number(last.top) + 1 };
}

/** Adds stored files to the end of the gallery, in their order, from position `first`. */
export async function addGalleryItems(db: Db, productId: string, items: NewGalleryItem[], first: number) {
  await db
    .insertInto('product_media')
    .values(
      items.map((item, i) => ({
        id: randomUUID(),
        product_id: productId,
        url: item.url,
        name: item.name,
        key: storedNameOf(item.url),
        kind: item.kind,
        position: first + i,
      })),
    )
    .execute();
}

/** Takes an item out of the product's gallery; answers its file's url, or undefined when it is not there. */
export async function removeGalleryItem(db: Db, productId: string, itemId: string) {
  const removed = await db
    .deleteFrom('product_media')
    .where('id', '=', itemId)
    .where('product_id', '=', productId)
    .returning('url')
    .executeTakeFirst();
  return removed?.url;
}

/** The urls of every gallery file of the product. */
export async function galleryUrlsOf(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_media')
    .select('url')
    .where('product_id', '=', productId)
    .execute();
  return rows.map((row) => row.url);
}
