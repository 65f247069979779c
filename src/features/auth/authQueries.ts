import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';

export { publicConfigQuery } from '../../api/sharedQueries.ts';

/**
 * A new proof-of-work challenge of the built-in captcha, answered the way the ALTCHA widget reads it (its
 * `fetch`): each tick of the box asks for one, so it is never cached.
 */
export async function captchaChallengeResponse(): Promise<Response> {
  return Response.json(unwrap(await api.GET('/api/captcha')));
}

export const signupCountriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['location', 'countries', language],
    queryFn: async () =>
      unwrap(await api.GET('/api/location/countries', { params: { query: { language_code: language } } })),
    staleTime: 60 * 60 * 1000,
  });
