import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { PRODUCTS_ROOT, refreshProducts } from '../../../api/sharedQueries.ts';
import type { Language } from '../../../i18n/i18n.ts';

type HotelType = components['schemas']['HotelType'];
type RoomType = components['schemas']['HotelRoomType'];

const ROOT = [...PRODUCTS_ROOT, 'rooms'] as const;

/** A hotel's or hostel's rooms, oldest first (issue 29: GET rooms). */
export const roomsQuery = (id: string, type: HotelType, language: Language) =>
  queryOptions({
    queryKey: [...ROOT, id, type, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/hotels/rooms/{id}/{languageCode}/{type}', {
          params: { path: { id, type, languageCode: language } },
        }),
      ),
  });

/** Deletes a room; its property's list and card (back to review, or hidden without a complete room) refresh. */
export async function deleteRoom(
  queryClient: QueryClient,
  room: { _id: string; product_type: RoomType },
  language: Language,
) {
  await unwrap(
    await api.DELETE('/api/hotels/room/{id}/{languageCode}/{type}', {
      params: { path: { id: room._id, type: room.product_type, languageCode: language } },
    }),
  );
  await refreshProducts(queryClient);
}
