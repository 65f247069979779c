import { isStayType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { FamilyCalls } from '../appFamily.ts';

/** The gallery's paths name the type; the family list gives this family only its own types. */
const galleryPath = (type: number, id: string) => {
  if (!isStayType(type)) throw new Error(`product type ${type} is not a stay`);
  return { params: { path: { type, id } } };
};

/** What a stay answers at /api/accommodation (SPEC §7), fetched the first time a stay needs a call. */
export const staysCalls = {
  putStatus: async (id, body) =>
    unwrap(await api.PUT('/api/accommodation/status/{id}', { params: { path: { id } }, body })),
  putCommission: async (id, body) =>
    unwrap(await api.PUT('/api/accommodation/commission/{id}', { params: { path: { id } }, body })),
  remove: async (id, productType) =>
    unwrap(
      await api.DELETE('/api/accommodation/{id}', {
        params: {
          path: { id },
          query: isStayType(productType) ? { product_type: productType } : {},
        },
      }),
    ),
  location: {
    load: async (id) =>
      unwrap(await api.GET('/api/accommodation/location/{id}', { params: { path: { id } } })),
    save: async (id, body) =>
      unwrap(await api.PUT('/api/accommodation/location/{id}', { params: { path: { id } }, body })),
  },
  gallery: {
    load: async (type, id) =>
      unwrap(await api.GET('/api/accommodation/multimedia/{type}/{id}', galleryPath(type, id))),
    uploadMain: async (type, id, form) =>
      unwrap(
        await api.PUT('/api/accommodation/main-picture/{type}/{id}', {
          ...galleryPath(type, id),
          body: { file: '' },
          bodySerializer: () => form,
        }),
      ),
    upload: async (type, id, form) =>
      unwrap(
        await api.POST('/api/accommodation/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { files: [] },
          bodySerializer: () => form,
        }),
      ),
    remove: async (type, id, galleryId) =>
      unwrap(
        await api.DELETE('/api/accommodation/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { gallery_id: galleryId },
        }),
      ),
    save: async (type, id) =>
      unwrap(await api.PUT('/api/accommodation/multimedia/{type}/{id}', galleryPath(type, id))),
  },
} satisfies FamilyCalls;
