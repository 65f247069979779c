import { isGuideType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { FamilyCalls } from '../appFamily.ts';

/** The gallery's paths name the type; the family list gives this family only its own types. */
const galleryPath = (type: number, id: string) => {
  if (!isGuideType(type)) throw new Error(`product type ${type} is not a guide`);
  return { params: { path: { type, id } } };
};

/** What a guide answers at /api/bookAGuide (issue 30), fetched the first time one needs a call. */
export const guidesCalls = {
  putStatus: async (id, body) =>
    unwrap(await api.PUT('/api/bookAGuide/status/{id}', { params: { path: { id } }, body })),
  putCommission: async (id, body) =>
    unwrap(await api.PUT('/api/bookAGuide/commission/{id}', { params: { path: { id } }, body })),
  remove: async (id, productType) =>
    unwrap(
      await api.DELETE('/api/bookAGuide/{id}', {
        // The family list gives this family only its own types; the guard lets the contract's type check it.
        params: { path: { id }, query: isGuideType(productType) ? { product_type: productType } : {} },
      }),
    ),
  location: {
    load: async (id) => unwrap(await api.GET('/api/bookAGuide/location/{id}', { params: { path: { id } } })),
    save: async (id, body) =>
      unwrap(await api.PUT('/api/bookAGuide/location/{id}', { params: { path: { id } }, body })),
  },
  gallery: {
    load: async (type, id) =>
      unwrap(await api.GET('/api/bookAGuide/multimedia/{type}/{id}', galleryPath(type, id))),
    uploadMain: async (type, id, form) =>
      unwrap(
        await api.PUT('/api/bookAGuide/main-picture/{type}/{id}', {
          ...galleryPath(type, id),
          body: { file: '' },
          bodySerializer: () => form,
        }),
      ),
    upload: async (type, id, form) =>
      unwrap(
        await api.POST('/api/bookAGuide/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { files: [] },
          bodySerializer: () => form,
        }),
      ),
    remove: async (type, id, galleryId) =>
      unwrap(
        await api.DELETE('/api/bookAGuide/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { gallery_id: galleryId },
        }),
      ),
    save: async (type, id) =>
      unwrap(await api.PUT('/api/bookAGuide/multimedia/{type}/{id}', galleryPath(type, id))),
  },
} satisfies FamilyCalls;
