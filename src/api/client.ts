import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import type { paths } from '../../openapi/schema.d.ts';
import { clearSession, getSession } from './session.ts';

const auth: Middleware = {
  onRequest({ request }) {
    const session = getSession();
    if (session) request.headers.set('Authorization', `Bearer ${session.token}`);
    return request;
  },
  onResponse({ response, request }) {
    // An expired or revoked token: forget it so the login guard takes over.
    if (response.status === 401 && request.headers.has('Authorization')) clearSession();
    return response;
  },
};

/** The one API client, typed by the contract. */
export const api = createFetchClient<paths>({ baseUrl: globalThis.location?.origin ?? 'http://localhost' });
api.use(auth);

/** The same client bound to TanStack Query. */
export const $api = createQueryClient(api);
