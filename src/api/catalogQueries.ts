import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../i18n/i18n.ts';
import { api } from './client.ts';
import { unwrap } from './errors.ts';

// The reference lists change a few times a year: an hour keeps the selects instant without going stale.
const HOUR = 60 * 60 * 1000;

/** The languages a provider or a guide may speak (the profile forms, a tour's details step), named in `language`. */
export const languagesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['catalog', 'languages', language],
    queryFn: async () =>
      unwrap(await api.GET('/api/catalog/languages', { params: { query: { language_code: language } } })),
    staleTime: HOUR,
  });

/** The genders of the personal profile form, named in `language`. */
export const gendersQuery = (language: Language) =>
  queryOptions({
    queryKey: ['catalog', 'genders', language],
    queryFn: async () =>
      unwrap(await api.GET('/api/catalog/genders', { params: { query: { language_code: language } } })),
    staleTime: HOUR,
  });
