import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../i18n/i18n.ts';
import { api } from './client.ts';
import { unwrap } from './errors.ts';

// Places change a few times a year: an hour keeps the selects instant without going stale.
const HOUR = 60 * 60 * 1000;

/** The countries, named in the interface language. */
export const countriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['location', 'countries', language],
    queryFn: async () =>
      unwrap(await api.GET('/api/location/countries', { params: { query: { language_code: language } } })),
    staleTime: HOUR,
  });

/** The states of a country; idle until a country is chosen. */
export const statesQuery = (countryId: string) =>
  queryOptions({
    queryKey: ['location', 'states', countryId],
    queryFn: async () =>
      unwrap(await api.GET('/api/location/states/{countryId}', { params: { path: { countryId } } })),
    enabled: countryId !== '',
    staleTime: HOUR,
  });

/** The cities of a state; idle until a state is chosen. */
export const citiesQuery = (stateId: string) =>
  queryOptions({
    queryKey: ['location', 'cities', stateId],
    queryFn: async () =>
      unwrap(await api.GET('/api/location/cities/{stateId}', { params: { path: { stateId } } })),
    enabled: stateId !== '',
    staleTime: HOUR,
  });
