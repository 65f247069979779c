import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasAnyRole } from '../../machines/roles.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import { ApiError, unauthorized } from '../errors.ts';
import { type OperationAccess, PUBLIC, SIGNED_IN, TOKEN_OPTIONAL } from './operationRoles.ts';

/** Who sends the request, or null without a living session. */
export type Identify = (request: FastifyRequest) => Promise<AccessClaims | null>;

export const FORBIDDEN = 'Your account cannot do this';

/** The caller of a bearer token (or the socket's `x-token`): its signature, its session and its user still alive. */
export function identifyCaller({ tokens, sessions }: Pick<Deps, 'tokens' | 'sessions'>): Identify {
  return async (request) => {
    const header = request.headers.authorization;
    const raw = header?.startsWith('Bearer ')
      ? header.slice(7)
      : (request.headers['x-token'] as string | undefined);
    const claims = raw ? await tokens.verify(raw) : null;
    // A signed token is not enough: its session must still live and its user still exist.
    return claims ? sessions.resolve(claims) : null;
  };
}

/**
 * The check of an operation's row of OPERATION_ROLES, as the route's onRequest hook: from the headers alone, before
 * the body is read or validated, so a caller without the role gets 403 whatever they sent (and nobody without a
 * session gets to see which of their fields were wrong). Sets `request.caller`; the contract's bearerAuth then
 * only confirms it is there. Public operations get no hook.
 */
export function accessCheck(
  access: OperationAccess,
  identify: Identify,
): onRequestAsyncHookHandler | undefined {
  if (access === PUBLIC) return undefined;
  return async (request) => {
    const caller = await identify(request);
    if (caller) request.caller = caller;
    if (access === TOKEN_OPTIONAL) return;
    if (!caller) throw unauthorized();
    if (access !== SIGNED_IN && !hasAnyRole(caller.roles, access)) {
      throw new ApiError(403, 'forbidden', FORBIDDEN);
    }
  };
}
