import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { generalPreviewQueries } from '../../generalPreviewQueries.ts';

type HotelType = components['schemas']['HotelType'];

/** The read-only step data of a hotel or hostel and its rooms, as its wizard saved them (the operator may read any). */
export const hotelsPreviewQueries = (id: string, type: HotelType, language: Language) => ({
  ...generalPreviewQueries(id, type, language),
  information: queryOptions({
    queryKey: ['review', 'product', id, 'information', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/hotels/{id}', { params: { path: { id }, query: { language_code: language } } }),
      ),
  }),
  location: queryOptions({
    queryKey: ['review', 'product', id, 'location'],
    queryFn: async () => unwrap(await api.GET('/api/hotels/location/{id}', { params: { path: { id } } })),
  }),
  gallery: queryOptions({
    queryKey: ['review', 'product', id, 'gallery'],
    queryFn: async () =>
      unwrap(await api.GET('/api/hotels/multimedia/{type}/{id}', { params: { path: { id, type } } })),
  }),
  service: queryOptions({
    queryKey: ['review', 'product', id, 'service', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/hotels/service/{id}/{languageCode}/{type}', {
          params: { path: { id, type, languageCode: language } },
        }),
      ),
  }),
  booking: queryOptions({
    queryKey: ['review', 'product', id, 'booking'],
    queryFn: async () =>
      unwrap(await api.GET('/api/hotels/booking/{id}/{type}', { params: { path: { id, type } } })),
  }),
  rooms: queryOptions({
    queryKey: ['review', 'product', id, 'rooms', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/hotels/rooms/{id}/{languageCode}/{type}', {
          params: { path: { id, type, languageCode: language } },
        }),
      ),
  }),
});
