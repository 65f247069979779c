import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';

type Schemas = components['schemas'];
type RestaurantType = Schemas['RestaurantType'];

/** A restaurant's location with its places named (the step stores the ids of the place lists). */
export type NamedLocation = Schemas['RestaurantLocation'] & {
  countryName: string;
  stateName: string;
  cityName: string;
};

/** The name of an id in a place list; the id itself if the list no longer has it. */
const nameIn = (places: readonly Schemas['Place'][], id: string) =>
  places.find((place) => place._id === id)?.name ?? id;

/** The restaurant's locations, first (the product's own) first, each named from the place lists. */
async function namedLocations(id: string, language: Language): Promise<NamedLocation[]> {
  const locations = unwrap(
    await api.GET('/api/food-establishment/locations/{id}', { params: { path: { id } } }),
  );
  const countryIds = [...new Set(locations.map((location) => location.country))];
  const stateIds = [...new Set(locations.map((location) => location.state))];
  const [countries, states, cities] = await Promise.all([
    locations.length === 0
      ? []
      : api.GET('/api/location/countries', { params: { query: { language_code: language } } }).then(unwrap),
    Promise.all(
      countryIds.map(async (countryId) =>
        unwrap(await api.GET('/api/location/states/{countryId}', { params: { path: { countryId } } })),
      ),
    ),
    Promise.all(
      stateIds.map(async (stateId) =>
        unwrap(await api.GET('/api/location/cities/{stateId}', { params: { path: { stateId } } })),
      ),
    ),
  ]);
  return locations.map((location) => ({
    ...location,
    countryName: nameIn(countries, location.country),
    stateName: nameIn(states.flat(), location.state),
    cityName: nameIn(cities.flat(), location.city),
  }));
}

/** The additional information with its languages named (the step stores the ids of /api/catalog/languages). */
async function namedAdditional(id: string, type: RestaurantType, language: Language) {
  const [additional, languages] = await Promise.all([
    api
      .GET('/api/food-establishment/information-additional/{id}/{type}', { params: { path: { id, type } } })
      .then(unwrap),
    api.GET('/api/catalog/languages', { params: { query: { language_code: language } } }).then(unwrap),
  ]);
  return {
    ...additional,
    languageNames: additional.languages.map(
      (code) => languages.find((item) => item._id === code)?.name ?? code,
    ),
  };
}

/** The read-only step data of a restaurant, as its wizard saved them (the operator may read any; issue 30). */
export const gastronomyPreviewQueries = (id: string, type: RestaurantType, language: Language) => {
  const step = { params: { path: { id, type } } };
  const key = (name: string) => ['review', 'product', id, name, language];
  return {
    information: queryOptions({
      queryKey: key('information'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/food-establishment/{id}', {
            params: { path: { id }, query: { language_code: language } },
          }),
        ),
    }),
    locations: queryOptions({
      queryKey: key('locations'),
      queryFn: () => namedLocations(id, language),
    }),
    features: queryOptions({
      queryKey: key('features'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/food-establishment/features/{id}/{languageCode}/{type}', {
            params: { path: { id, type, languageCode: language } },
          }),
        ),
    }),
    additional: queryOptions({
      queryKey: key('information-additional'),
      queryFn: () => namedAdditional(id, type, language),
    }),
    gallery: queryOptions({
      queryKey: key('gallery'),
      queryFn: async () => unwrap(await api.GET('/api/food-establishment/multimedia/{type}/{id}', step)),
    }),
    schedule: queryOptions({
      queryKey: key('schedule'),
      queryFn: async () => unwrap(await api.GET('/api/food-establishment/schedule/{id}/{type}', step)),
    }),
    menu: queryOptions({
      queryKey: key('menu'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/food-establishment/menu/{id}', {
            params: { path: { id }, query: { language_code: language } },
          }),
        ),
    }),
  };
};
