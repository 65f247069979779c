import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';

type ThingsToDoType = components['schemas']['ThingsToDoType'];

/** The read-only step data of a tour, community tourism or tourist package (issue 16). */
export const thingsToDoPreviewQueries = (id: string, type: ThingsToDoType, language: Language) => {
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
