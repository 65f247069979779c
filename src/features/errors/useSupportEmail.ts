import { $api } from '../../api/queryHooks.ts';

/** The support address the server publishes (GET /api/public-config), once per session. */
export function useSupportEmail(): string | undefined {
  const { data } = $api.useQuery('get', '/api/public-config', {}, { staleTime: Number.POSITIVE_INFINITY });
  return data?.support_email;
}
