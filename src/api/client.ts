import createFetchClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/schema.d.ts';
import { clearSession, getSession } from './session.ts';

/** A request answering this session's next token (a password change), while it is on its way. */
let renewal: Promise<unknown> | null = null;

/**
 * Runs a request that replaces the session's token and stores the new session itself (`request` resolves after
 * setSession). The server ends the old token before it answers, so requests still carrying it (the realtime
 * connection asks /users/me when the server drops it) may come back 401 meanwhile: those wait for the renewal
 * and sign out only if it did not replace the token.
 */
export function renewingSession<T>(request: Promise<T>): Promise<T> {
  renewal = request;
  const settle = () => {
    if (renewal === request) renewal = null;
  };
  void request.then(settle, settle);
  return request;
}

const auth: Middleware = {
  onRequest({ request }) {
    const session = getSession();
    if (session) request.headers.set('Authorization', `Bearer ${session.token}`);
    return request;
  },
  async onResponse({ response, request }) {
    // An expired or revoked token: forget it so the login guard takes over. A 401 for a token the session
    // has already replaced leaves the new session alone, and so does a refused captcha on a signed-in form
    // (beneficiary, meeting request): a 401 too, but the token is fine.
    const sent = request.headers.get('Authorization');
    const stillCurrent = () => sent !== null && sent === `Bearer ${getSession()?.token}`;
    if (response.status !== 401 || !stillCurrent()) return response;
    // Taken before reading the body: a renewal that ends meanwhile has replaced the token by then.
    const pending = renewal;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const code = body && typeof body === 'object' && 'code' in body ? body.code : null;
    if (code === 'captcha_failed') return response;
    if (pending) void pending.then(undefined, () => undefined).then(() => stillCurrent() && clearSession());
    else if (stillCurrent()) clearSession();
    return response;
  },
};

/** How requests travel: the browser's fetch, read at each call; the server's rendering answers them itself. */
let transport = (request: Request): Promise<Response> => globalThis.fetch(request);

/**
 * Sends this module's requests through `send` instead of the network: the server renders the public pages with the
 * app's own queries and answers them in process (server/http/serverRendering.ts). Never called in the browser.
 */
export function setTransport(send: (request: Request) => Promise<Response>): void {
  transport = send;
}

/** The one API client, typed by the contract. */
export const api = createFetchClient<paths>({
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  fetch: (request: Request) => transport(request),
});
api.use(auth);
