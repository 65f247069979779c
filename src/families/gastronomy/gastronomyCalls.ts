import { isGastronomyType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { FamilyCalls } from '../appFamily.ts';

/** The gallery's paths name the type; the family list gives this family only its own types. */
const galleryPath = (type: number, id: string) => {
  if (!isGastronomyType(type)) throw new Error(`product type ${type} is not a restaurant`);
  return { params: { path: { type, id } } };
};

/**
 * What a restaurant answers at /api/food-establishment (issue 30), fetched the first time one needs a call. Its
 * removal takes its menu and locations with it, and its location path reads and saves its first location (the
 * product's own): the server's family handlers answer both at the family's paths.
 */
export const gastronomyCalls = {
  putStatus: async (id, body) =>
    unwrap(await api.PUT('/api/food-establishment/status/{id}', { params: { path: { id } }, body })),
  putCommission: async (id, body) =>
    unwrap(await api.PUT('/api/food-establishment/commission/{id}', { params: { path: { id } }, body })),
  remove: async (id, productType) =>
    unwrap(
      await api.DELETE('/api/food-establishment/{id}', {
        // The family list gives this family only its own types; the guard lets the contract's type check it.
        params: { path: { id }, query: isGastronomyType(productType) ? { product_type: productType } : {} },
      }),
    ),
  location: {
    load: async (id) =>
      unwrap(await api.GET('/api/food-establishment/location/{id}', { params: { path: { id } } })),
    save: async (id, body) =>
      unwrap(await api.PUT('/api/food-establishment/location/{id}', { params: { path: { id } }, body })),
  },
  gallery: {
    load: async (type, id) =>
      unwrap(await api.GET('/api/food-establishment/multimedia/{type}/{id}', galleryPath(type, id))),
    uploadMain: async (type, id, form) =>
      unwrap(
        await api.PUT('/api/food-establishment/main-picture/{type}/{id}', {
          ...galleryPath(type, id),
          body: { file: '' },
          bodySerializer: () => form,
        }),
      ),
    upload: async (type, id, form) =>
      unwrap(
        await api.POST('/api/food-establishment/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { files: [] },
          bodySerializer: () => form,
        }),
      ),
    remove: async (type, id, galleryId) =>
      unwrap(
        await api.DELETE('/api/food-establishment/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { gallery_id: galleryId },
        }),
      ),
    save: async (type, id) =>
      unwrap(await api.PUT('/api/food-establishment/multimedia/{type}/{id}', galleryPath(type, id))),
  },
} satisfies FamilyCalls;
