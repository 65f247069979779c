import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { refreshProducts } from '../../api/sharedQueries.ts';
import type { Language } from '../../i18n/i18n.ts';

export type ReviewItem = components['schemas']['ProductListItem'];
export type AccommodationType = components['schemas']['AccommodationType'];

const PAGE_SIZE = 12;

export const reviewQueueQuery = infiniteQueryOptions({
  queryKey: ['review', 'queue'],
  queryFn: async ({ pageParam }) =>
    unwrap(
      await api.GET('/api/review/products', { params: { query: { page: pageParam, results: PAGE_SIZE } } }),
    ),
  initialPageParam: 1,
  getNextPageParam: (last, pages) =>
    pages.length * PAGE_SIZE < last.meta.total_products ? pages.length + 1 : undefined,
});

export const reviewProductQuery = (id: string) =>
  queryOptions({
    queryKey: ['review', 'product', id],
    queryFn: async () => unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } })),
  });

/** The read-only step data of an accommodation, as its wizard saved it (the operator may read any). */
export const previewQueries = (id: string, type: AccommodationType, language: Language) => ({
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
  policy: queryOptions({
    queryKey: ['review', 'product', id, 'policy', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/general/custom-policies/{id}/{type}/{languageCode}', {
          params: { path: { id, type, languageCode: language } },
        }),
      ),
  }),
  rules: queryOptions({
    queryKey: ['review', 'product', id, 'rules', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/general/custom-terms/{id}/{type}/{languageCode}', {
          params: { path: { id, type, languageCode: language } },
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

export type ThingsToDoType = components['schemas']['ThingsToDoType'];

/** The read-only step data of a tour, community tourism or tourist package (issue 16). */
export const tourPreviewQueries = (id: string, type: ThingsToDoType, language: Language) => {
  const item = { params: { path: { id, type, languageCode: language } } };
  const key = (step: string) => ['review', 'product', id, step, language];
  return {
    information: queryOptions({
      queryKey: key('information'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/thingsToDo/{id}', { params: { path: { id }, query: { product_type: type } } }),
        ),
    }),
    location: queryOptions({
      queryKey: key('location'),
      queryFn: async () =>
        unwrap(await api.GET('/api/thingsToDo/location/{id}', { params: { path: { id } } })),
    }),
    gallery: queryOptions({
      queryKey: key('gallery'),
      queryFn: async () =>
        unwrap(await api.GET('/api/thingsToDo/multimedia/{type}/{id}', { params: { path: { id, type } } })),
    }),
    additional: queryOptions({
      queryKey: key('information-additional'),
      queryFn: async () =>
        unwrap(await api.GET('/api/thingsToDo/information-additional/{id}/{languageCode}/{type}', item)),
    }),
    availability: queryOptions({
      queryKey: key('availability'),
      queryFn: async () =>
        unwrap(await api.GET('/api/thingsToDo/availability/{id}/{languageCode}/{type}', item)),
    }),
    itinerary: queryOptions({
      queryKey: key('itinerary'),
      queryFn: async () =>
        unwrap(await api.GET('/api/thingsToDo/itinerary/{id}/{languageCode}/{type}', item)),
    }),
    prices: queryOptions({
      queryKey: key('prices'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/thingsToDo/prices/{id}/{type}', {
            params: { path: { id, type }, query: { language_code: language } },
          }),
        ),
    }),
    policy: queryOptions({
      queryKey: key('policy'),
      queryFn: async () =>
        unwrap(await api.GET('/api/general/custom-policies/{id}/{type}/{languageCode}', item)),
    }),
    rules: queryOptions({
      queryKey: key('rules'),
      queryFn: async () =>
        unwrap(await api.GET('/api/general/custom-terms/{id}/{type}/{languageCode}', item)),
    }),
  };
};

/** A decision changes the queue and the provider's lists. */
export async function refreshAfterReview(client: QueryClient) {
  await Promise.all([client.invalidateQueries({ queryKey: ['review'] }), refreshProducts(client)]);
}
