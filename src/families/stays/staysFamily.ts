import { isAccommodationType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { AppFamily } from '../appFamily.ts';

/** The gallery's paths name the type; the family list gives this family only its own types. */
const galleryPath = (type: number, id: string) => {
  if (!isAccommodationType(type)) throw new Error(`product type ${type} is not an accommodation`);
  return { params: { path: { type, id } } };
};

/** The stays and the hotels (SPEC §7: /api/accommodation). A hotel's room is removed with its hotel's type unsaid. */
export const staysFamily = {
  id: 'stays',
  serves: ['stays', 'hotels'],
  calls: {
    putStatus: async (id, body) =>
      unwrap(await api.PUT('/api/accommodation/status/{id}', { params: { path: { id } }, body })),
    putCommission: async (id, body) =>
      unwrap(await api.PUT('/api/accommodation/commission/{id}', { params: { path: { id } }, body })),
    remove: async (id, productType) =>
      unwrap(
        await api.DELETE('/api/accommodation/{id}', {
          params: {
            path: { id },
            query: isAccommodationType(productType) ? { product_type: productType } : {},
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
  },
} as const satisfies AppFamily<'stays'>;
