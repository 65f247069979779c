import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { MAX_GALLERY_FILES } from '../../../machines/uploadRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { type FileStorage, storedNameOf } from '../../storage/files.ts';
import { PICTURE_LIMITS } from '../../storage/pictureUpload.ts';
import { requireUploadBody } from '../../storage/uploadBody.ts';
import { GALLERY_LIMITS, type ReceivedFile, receiveGalleryFiles, receiveMainPicture } from './gallery.ts';
import { findOwnedProduct, findReadableProduct, markStepSaved, PRODUCT_NOT_FOUND } from './productAccess.ts';
import { requirePathType, stepOf } from './stepPlacement.ts';

type Gallery = components['schemas']['Gallery'];

/** The main picture and the gallery as stored now: every gallery answer is the whole of it. */
async function galleryOf(db: Db | Transaction<Database>, productId: string): Promise<Gallery> {
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

/** The caller's product locked for this transaction, so two uploads never both take the last places. */
async function lockOwnedProduct(trx: Transaction<Database>, caller: AccessClaims, id: string, type: number) {
  const locked = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('provider_id', '=', caller.sub)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw notFound(PRODUCT_NOT_FOUND);
  return requirePathType(await findOwnedProduct(trx, caller, id), type);
}

/** Stores files (and pictures' thumbnails), removing the ones already written when a later one fails. */
async function storeAll(storage: FileStorage, files: ReceivedFile[]) {
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await storage.put(file.bytes, file.extension, file.thumbnail));
  } catch (error) {
    await Promise.all(urls.map((url) => storage.remove(url)));
    throw error;
  }
  return urls;
}

/** The multimedia step (SPEC §5 Images, §8): main picture, gallery of up to 15 photos and videos. */
export function galleryHandlers({ db, storage }: Deps) {
  return {
    async getAccommodationGallery(request) {
      const { id, type } = request.params;
      const product = requirePathType(await findReadableProduct(db, callerOf(request), id), type);
      return galleryOf(db, product.id);
    },

    async uploadAccommodationMainPicture(request) {
      const caller = callerOf(request);
      const { id, type } = request.params;
      // The body's type and declared size first (they say nothing of the product), then ownership: another
      // provider learns nothing and sends no bytes to be read.
      requireUploadBody(request, PICTURE_LIMITS);
      requirePathType(await findOwnedProduct(db, caller, id), type);
      const picture = await receiveMainPicture(request);
      const [url] = await storeAll(storage, [picture]);
      const replaced = await db
        .transaction()
        .execute(async (trx) => {
          const product = await lockOwnedProduct(trx, caller, id, type);
          // SPEC §4: a new main picture on a product travellers can see needs a new review; a hidden one stays hidden.
          const backToReview = product.status !== 'hidden';
          await trx
            .updateTable('products')
            .set({
              main_picture_url: url,
              main_picture_name: picture.name,
              updated_at: new Date(),
              ...(backToReview ? { status: 'revision' as const, review_reason: null } : {}),
            })
            .where('id', '=', product.id)
            .execute();
          return product.main_picture_url;
        })
        .catch(async (error: unknown) => {
          if (url) await storage.remove(url);
          throw error;
        });
      if (replaced) await storage.remove(replaced);
      return galleryOf(db, id);
    },

    async addAccommodationGalleryFiles(request) {
      const caller = callerOf(request);
      const { id, type } = request.params;
      requireUploadBody(request, GALLERY_LIMITS);
      requirePathType(await findOwnedProduct(db, caller, id), type);
      const { count } = await db
        .selectFrom('product_media')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('product_id', '=', id)
        .executeTakeFirstOrThrow();
      const files = await receiveGalleryFiles(request, MAX_GALLERY_FILES - Number(count));
      return db.transaction().execute(async (trx) => {
        await lockOwnedProduct(trx, caller, id, type);
        // Counted again under the lock: another upload may have filled places while this one was read.
        const last = await trx
          .selectFrom('product_media')
          .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.max('position').as('top')])
          .where('product_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(last.count) + files.length > MAX_GALLERY_FILES)
          throw new ApiError(413, 'too_many_files', 'maxSize', 'files');
        const urls = await storeAll(storage, files);
        const first = last.top === null ? 0 : Number(last.top) + 1;
        try {
          await trx
            .insertInto('product_media')
            .values(
              files.map((file, i) => ({
                id: randomUUID(),
                product_id: id,
                url: urls[i] as string,
                name: file.name,
                key: storedNameOf(urls[i] as string),
                kind: file.kind,
                position: first + i,
              })),
            )
            .execute();
        } catch (error) {
          await Promise.all(urls.map((url) => storage.remove(url)));
          throw error;
        }
        return galleryOf(trx, id);
      });
    },

    async deleteAccommodationGalleryFile(request) {
      const { id, type } = request.params;
      const product = requirePathType(await findOwnedProduct(db, callerOf(request), id), type);
      const removed = await db
        .deleteFrom('product_media')
        .where('id', '=', request.body.gallery_id)
        .where('product_id', '=', product.id)
        .returning('url')
        .executeTakeFirst();
      if (!removed) throw notFound('El archivo no existe');
      await storage.remove(removed.url);
      return galleryOf(db, product.id);
    },

    async saveAccommodationGalleryStep(request) {
      const caller = callerOf(request);
      const { id, type } = request.params;
      return db.transaction().execute(async (trx) => {
        const product = requirePathType(await findOwnedProduct(trx, caller, id), type);
        const step = stepOf(product, 'multimedia');
        if (!product.main_picture_url)
          throw new ApiError(400, 'main_picture_required', 'mainPictureRequired', 'mainPicture');
        return markStepSaved(trx, product, step);
      });
    },
  } satisfies PartialHandlerTable;
}
