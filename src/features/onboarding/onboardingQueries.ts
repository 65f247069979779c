import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { ApiFailure, unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';

const HOUR = 60 * 60 * 1000;

/** A missing record (404) reads as "nothing saved yet": the form starts empty. */
async function orNothing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
}

export const personalInformationQuery = queryOptions({
  queryKey: ['users', 'personal-information'],
  queryFn: async () => unwrap(await api.GET('/users/personal-information')),
});

export const businessProfileQuery = queryOptions({
  queryKey: ['users', 'business-profile'],
  queryFn: async () => orNothing(api.GET('/users/business-profile').then(unwrap)),
});

export const userLocationQuery = queryOptions({
  queryKey: ['users', 'location'],
  queryFn: async () => orNothing(api.GET('/users/location').then(unwrap)),
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
