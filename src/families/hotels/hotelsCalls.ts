import { isHotelType, isRoomType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { FamilyCalls } from '../appFamily.ts';

/** The gallery's paths name the type: a hotel's or hostel's, or one of its rooms'. */
const galleryPath = (type: number, id: string) => {
  if (!isHotelType(type) && !isRoomType(type))
    throw new Error(`product type ${type} is not a hotel, hostel or room`);
  return { params: { path: { type, id } } };
};

/** What a hotel, hostel or room answers at /api/hotels (issue 29), fetched the first time one needs a call. */
export const hotelsCalls = {
  putStatus: async (id, body) =>
    unwrap(await api.PUT('/api/hotels/status/{id}', { params: { path: { id } }, body })),
  putCommission: async (id, body) =>
    unwrap(await api.PUT('/api/hotels/commission/{id}', { params: { path: { id } }, body })),
  remove: async (id, productType) =>
    unwrap(
      await api.DELETE('/api/hotels/{id}', {
        // The family list gives this family only its own types; the guard lets the contract's type check it.
        params: { path: { id }, query: isHotelType(productType) ? { product_type: productType } : {} },
      }),
    ),
  location: {
    load: async (id) => unwrap(await api.GET('/api/hotels/location/{id}', { params: { path: { id } } })),
    save: async (id, body) =>
      unwrap(await api.PUT('/api/hotels/location/{id}', { params: { path: { id } }, body })),
  },
  gallery: {
    load: async (type, id) =>
      unwrap(await api.GET('/api/hotels/multimedia/{type}/{id}', galleryPath(type, id))),
    uploadMain: async (type, id, form) =>
      unwrap(
        await api.PUT('/api/hotels/main-picture/{type}/{id}', {
          ...galleryPath(type, id),
          body: { file: '' },
          bodySerializer: () => form,
        }),
      ),
    upload: async (type, id, form) =>
      unwrap(
        await api.POST('/api/hotels/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { files: [] },
          bodySerializer: () => form,
        }),
      ),
    remove: async (type, id, galleryId) =>
      unwrap(
        await api.DELETE('/api/hotels/multimedia/{type}/{id}', {
          ...galleryPath(type, id),
          body: { gallery_id: galleryId },
        }),
      ),
    save: async (type, id) =>
      unwrap(await api.PUT('/api/hotels/multimedia/{type}/{id}', galleryPath(type, id))),
  },
} satisfies FamilyCalls;
