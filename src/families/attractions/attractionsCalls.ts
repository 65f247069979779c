import { isAttractionType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { FamilyCalls } from '../appFamily.ts';

/** The gallery's paths name the type; the family list gives this family only its own types. */
const galleryPath = (type: number, id: string) => {
  if (!isAttractionType(type)) throw new Error(`product type ${type} is not an attraction`);
  return { params: { path: { type, id } } };
};

/**
 * What an attraction answers at /api/attractions (issue 30), fetched the first time one needs a call. It has no
 * commission model: its commission call answers 400 `commission_not_available`, and the card menu does not offer it.
 */
export const attractionsCalls = {
  putStatus: async (id, body) =>
    unwrap(await api.PUT('/api/attractions/status/{id}', { params: { path: { id } }, body })),
  putCommission: async (id, body) =>
    unwrap(await api.PUT('/api/attractions/commission/{id}', { params: { path: { id } }, body })),
  remove: async (id, productType) =>
    unwrap(
      await api.DELETE('/api/attractions/{id}', {
        // The family list gives this family only its own types; the guard lets the contract's type check it.
        params: { path: { id }, query: isAttractionType(productType) ? { product_type: productType } : {} },
      }),
    ),
  location: {
    load: async (id) => unwrap(await api.GET('/api/attractions/location/{id}', { params: { path: { id } } })),
    save: async (id, body) =>
      unwrap(await api.PUT('/api/attractions/location/{id}', { params: { path: { id } }, body })),
  },
  gallery: {
    load: async (type, id) =>
      unwrap(await api.GET('/api/attractions/multimedia/{type}/{id}', galleryPath(type, id))),
    uploadMain: async (type, id, form) =>
      unwrap(
        await api.PUT('/api/attractions/main-picture/{type}/{id}', {
          ...galleryPath(type, id),
          body: { file: '' },
          bodySerializer: () => form,
        }),
      ),
    upload: async (type, id, form) =>
      unwrap(
        await api.POST('/api/attractions/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { files: [] },
          bodySerializer: () => form,
        }),
      ),
    remove: async (type, id, galleryId) =>
      unwrap(
        await api.DELETE('/api/attractions/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { gallery_id: galleryId },
        }),
      ),
    save: async (type, id) =>
      unwrap(await api.PUT('/api/attractions/multimedia/{type}/{id}', galleryPath(type, id))),
  },
} satisfies FamilyCalls;
