import { isThingsToDoType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { FamilyCalls } from '../appFamily.ts';

/** The gallery's paths name the type; the family list gives this family only its own types. */
const galleryPath = (type: number, id: string) => {
  if (!isThingsToDoType(type)) throw new Error(`product type ${type} is not a thing to do`);
  return { params: { path: { type, id } } };
};

/** What a thing to do answers at /api/thingsToDo (SPEC §7), fetched the first time one needs a call. */
export const thingsToDoCalls = {
  putStatus: async (id, body) =>
    unwrap(await api.PUT('/api/thingsToDo/status/{id}', { params: { path: { id } }, body })),
  putCommission: async (id, body) =>
    unwrap(await api.PUT('/api/thingsToDo/commission/{id}', { params: { path: { id } }, body })),
  remove: async (id, productType) =>
    unwrap(
      await api.DELETE('/api/thingsToDo/{id}', {
        // The family list gives this family only its own types; the guard lets the contract's type check it.
        params: { path: { id }, query: isThingsToDoType(productType) ? { product_type: productType } : {} },
      }),
    ),
  location: {
    load: async (id) => unwrap(await api.GET('/api/thingsToDo/location/{id}', { params: { path: { id } } })),
    save: async (id, body) =>
      unwrap(await api.PUT('/api/thingsToDo/location/{id}', { params: { path: { id } }, body })),
  },
  gallery: {
    load: async (type, id) =>
      unwrap(await api.GET('/api/thingsToDo/multimedia/{type}/{id}', galleryPath(type, id))),
    uploadMain: async (type, id, form) =>
      unwrap(
        await api.PUT('/api/thingsToDo/main-picture/{type}/{id}', {
          ...galleryPath(type, id),
          body: { file: '' },
          bodySerializer: () => form,
        }),
      ),
    upload: async (type, id, form) =>
      unwrap(
        await api.POST('/api/thingsToDo/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { files: [] },
          bodySerializer: () => form,
        }),
      ),
    remove: async (type, id, galleryId) =>
      unwrap(
        await api.DELETE('/api/thingsToDo/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { gallery_id: galleryId },
        }),
      ),
    save: async (type, id) =>
      unwrap(await api.PUT('/api/thingsToDo/multimedia/{type}/{id}', galleryPath(type, id))),
  },
} satisfies FamilyCalls;
