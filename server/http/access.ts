import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasAnyRole } from '../../machines/roles.ts';
import type { AccessClaims, TeamRole } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import { ApiError, unauthorized } from '../errors.ts';
import { type OperationAccess, PUBLIC, SIGNED_IN, TOKEN_OPTIONAL } from './operationRoles.ts';
import { type TeamAccess, teamRoleAdmits } from './teamRoles.ts';

/** The team a request is made in (issue 32): whose company, which person, in which role. */
export interface TeamPlace {
  company: string;
  actor: string;
  role: TeamRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check when the caller is in a team (the activity record reads it; server/http/activity.ts). */
    team?: TeamPlace;
  }
}

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
 *
 * Then the team's check (issue 32, server/http/teamRoles.ts): a caller in a team whose role is below the
 * operation's gets the same 403; a personal operation runs on the person's own account (`sub` becomes the actor).
 * A caller outside a team (teamRole null) and token-optional operations are not checked.
 */
export function accessCheck(
  access: OperationAccess,
  identify: Identify,
  team: TeamAccess,
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
    if (!caller.teamRole) return;
    if (!teamRoleAdmits(caller.teamRole, team)) throw new ApiError(403, 'forbidden', FORBIDDEN);
    const actor = caller.actor ?? caller.sub;
    request.team = { company: caller.sub, actor, role: caller.teamRole };
    if (team === 'personal') request.caller = { ...caller, sub: actor };
  };
}
