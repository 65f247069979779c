import { isHotelType } from '../../../../../machines/productTypes.ts';
import type { Deps } from '../../../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../../../http/operations.ts';
import { catalogOf } from '../../../catalog/catalogEntries.ts';
import { findReadableProduct } from '../../productAccess.ts';
import { requireFamily } from '../../stepPlacement.ts';
import { createHotel, readHotelInformation, updateHotelInformation } from './hotelInformation.ts';
import { createRoom, deleteRoom, listRooms } from './hotelRooms.ts';

/** The catalogue kinds the hotels' forms choose from, by their name in the path. */
const CATALOGS = {
  service: 'hotel_service',
  room_type: 'room_type',
  room_class: 'room_class',
  room_amenity: 'room_amenity',
} as const;

/**
 * The hotels family's own operations under /api/hotels (issue 29): creation and the information step with its
 * stars, the rooms (list, add, delete), and the catalogues of its forms.
 */
export function hotelHandlers({ db, storage }: Deps) {
  return {
    async createHotel(request, reply) {
      const { product_type, language_code } = request.query;
      const saved = await createHotel(
        db,
        callerOf(request),
        product_type,
        language_code ?? 'es',
        request.body,
      );
      reply.code(201);
      return saved;
    },

    async getHotelInformation(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return readHotelInformation(db, requireFamily(product, isHotelType));
    },

    async updateHotelInformation(request) {
      return updateHotelInformation(db, callerOf(request), request.params.id, request.body);
    },

    async listHotelRooms(request) {
      const { id, type, languageCode } = request.params;
      return listRooms(db, callerOf(request), id, type, languageCode);
    },

    async createHotelRoom(request, reply) {
      const { id, type, languageCode } = request.params;
      const saved = await createRoom(db, callerOf(request), id, type, languageCode, request.body);
      reply.code(201);
      return saved;
    },

    async deleteHotelRoom(request) {
      const files = await deleteRoom(db, callerOf(request), request.params.id, request.params.type);
      await Promise.all(files.map((url) => storage.remove(url)));
      return { message: 'Ok!' };
    },

    async listHotelCatalog(request) {
      return catalogOf(db, CATALOGS[request.params.kind], request.query.language_code ?? 'es');
    },
  } satisfies PartialHandlerTable;
}
