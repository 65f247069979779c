import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';

export { publicConfigQuery } from '../../api/sharedQueries.ts';

export const signupCountriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['location', 'countries', language],
    queryFn: async () =>
      unwrap(await api.GET('/api/location/countries', { params: { query: { language_code: language } } })),
    staleTime: 60 * 60 * 1000,
  });
