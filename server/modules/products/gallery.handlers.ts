import { MAX_GALLERY_FILES } from '../../../machines/uploadRules.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf } from '../../http/operations.ts';
import type { FileStorage } from '../../storage/files.ts';
import { PICTURE_LIMITS } from '../../storage/pictureUpload.ts';
import { requireUploadBody } from '../../storage/uploadBody.ts';
import { GALLERY_LIMITS, type ReceivedFile, receiveGalleryFiles, receiveMainPicture } from './gallery.ts';
import { findOwnedProduct, findReadableProduct, lockOwnedProduct, markStepSaved } from './productAccess.ts';
import {
  addGalleryItems,
  galleryCountOf,
  galleryOf,
  galleryPlacesOf,
  removeGalleryItem,
  setMainPicture,
} from './productMedia.ts';
import { requirePathType, stepOf } from './stepPlacement.ts';

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

type Request = Parameters<typeof callerOf>[0];

export type GalleryOperations = ReturnType<typeof galleryOperations>;

/**
 * The multimedia step (SPEC §5 Images, §8): main picture, gallery of up to 15 photos and videos. One set of
 * operations serves every family's gallery paths (SPEC §7: the accommodation one and the "thingtodo version"), each
 * family naming its operations (productFamily.ts); the path's type must be the product's, and the contract allows
 * only the types of the path's family, so another family's product answers 404.
 */
export function galleryOperations({ db, storage }: Deps) {
  return {
    async read(request: Request, id: string, type: number) {
      const product = requirePathType(await findReadableProduct(db, callerOf(request), id), type);
      return galleryOf(db, product.id);
    },

    async uploadMainPicture(request: Request, id: string, type: number) {
      const caller = callerOf(request);
      // The body's type and declared size first (they say nothing of the product), then ownership: another
      // provider learns nothing and sends no bytes to be read.
      requireUploadBody(request, PICTURE_LIMITS);
      requirePathType(await findOwnedProduct(db, caller, id), type);
      const picture = await receiveMainPicture(request);
      const [url] = await storeAll(storage, [picture]);
      const replaced = await db
        .transaction()
        .execute(async (trx) => {
          const product = requirePathType(await lockOwnedProduct(trx, caller, id), type);
          await setMainPicture(trx, product, { url: url as string, name: picture.name });
          return product.main_picture_url;
        })
        .catch(async (error: unknown) => {
          if (url) await storage.remove(url);
          throw error;
        });
      if (replaced) await storage.remove(replaced);
      return galleryOf(db, id);
    },

    async addFiles(request: Request, id: string, type: number) {
      const caller = callerOf(request);
      requireUploadBody(request, GALLERY_LIMITS);
      requirePathType(await findOwnedProduct(db, caller, id), type);
      const files = await receiveGalleryFiles(request, MAX_GALLERY_FILES - (await galleryCountOf(db, id)));
      return db.transaction().execute(async (trx) => {
        // Two uploads to one product queue on its row, so they never both take the last places.
        requirePathType(await lockOwnedProduct(trx, caller, id), type);
        // Counted again under the lock: another upload may have filled places while this one was read.
        const places = await galleryPlacesOf(trx, id);
        if (places.count + files.length > MAX_GALLERY_FILES)
          throw new ApiError(413, 'too_many_files', 'maxSize', 'files');
        const urls = await storeAll(storage, files);
        const items = files.map((file, i) => ({ url: urls[i] as string, name: file.name, kind: file.kind }));
        try {
          await addGalleryItems(trx, id, items, places.next);
        } catch (error) {
          await Promise.all(urls.map((url) => storage.remove(url)));
          throw error;
        }
        return galleryOf(trx, id);
      });
    },

    async removeFile(request: Request, id: string, type: number, galleryId: string) {
      const product = requirePathType(await findOwnedProduct(db, callerOf(request), id), type);
      const removed = await removeGalleryItem(db, product.id, galleryId);
      if (!removed) throw notFound('El archivo no existe');
      await storage.remove(removed);
      return galleryOf(db, product.id);
    },

    async completeStep(request: Request, id: string, type: number) {
      const caller = callerOf(request);
      return db.transaction().execute(async (trx) => {
        const product = requirePathType(await findOwnedProduct(trx, caller, id), type);
        const step = stepOf(product, 'multimedia', 'room-multimedia');
        if (!product.main_picture_url)
          throw new ApiError(400, 'main_picture_required', 'mainPictureRequired', 'mainPicture');
        return markStepSaved(trx, product, step);
      });
    },
  };
}
