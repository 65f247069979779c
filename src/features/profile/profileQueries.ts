import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';

const HOUR = 60 * 60 * 1000;

export const personalInformationQuery = queryOptions({
  queryKey: ['users', 'personal-information'],
  queryFn: async () => unwrap(await api.GET('/users/personal-information')),
});

/** Empty (name '') until the business profile is first saved: a new account's request does not fail. */
export const businessProfileQuery = queryOptions({
  queryKey: ['users', 'business-profile'],
  queryFn: async () => unwrap(await api.GET('/users/business-profile')),
});

/** A saved business profile always has a name (the contract requires one to save it). */
export const isBusinessSaved = (business: components['schemas']['BusinessProfile']) => business.name !== '';

/** Pre-filled with the registration country until the location is first saved. */
export const userLocationQuery = queryOptions({
  queryKey: ['users', 'location'],
  queryFn: async () => unwrap(await api.GET('/users/location')),
});

export const languagesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['catalog', 'languages', language],
    queryFn: async () =>
      unwrap(await api.GET('/api/catalog/languages', { params: { query: { language_code: language } } })),
    staleTime: HOUR,
  });

export const gendersQuery = (language: Language) =>
  queryOptions({
    queryKey: ['catalog', 'genders', language],
    queryFn: async () =>
      unwrap(await api.GET('/api/catalog/genders', { params: { query: { language_code: language } } })),
    staleTime: HOUR,
  });
