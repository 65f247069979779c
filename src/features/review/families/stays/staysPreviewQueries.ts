import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { generalPreviewQueries } from '../../generalPreviewQueries.ts';

type AccommodationType = components['schemas']['AccommodationType'];

/** The read-only step data of an accommodation, as its wizard saved it (the operator may read any). */
export const staysPreviewQueries = (id: string, type: AccommodationType, language: Language) => ({
  ...generalPreviewQueries(id, type, language),
  information: queryOptions({
    queryKey: ['review', 'product', id, 'information', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/accommodation/{id}', {
          params: { path: { id }, query: { product_type: type, language_code: language } },
        }),
      ),
  }),
  location: queryOptions({
    queryKey: ['review', 'product', id, 'location'],
    queryFn: async () =>
      unwrap(await api.GET('/api/accommodation/location/{id}', { params: { path: { id } } })),
  }),
  gallery: queryOptions({
    queryKey: ['review', 'product', id, 'gallery'],
    queryFn: async () =>
      unwrap(await api.GET('/api/accommodation/multimedia/{type}/{id}', { params: { path: { id, type } } })),
  }),
  price: queryOptions({
    queryKey: ['review', 'product', id, 'price', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/accommodation/price/{id}/{type}', {
          params: { path: { id, type }, query: { language_code: language } },
        }),
      ),
  }),
  amenities: queryOptions({
    queryKey: ['review', 'product', id, 'amenities', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/accommodation/amenities/{id}', {
          params: { path: { id }, query: { language_code: language } },
        }),
      ),
  }),
});
