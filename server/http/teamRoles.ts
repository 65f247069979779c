import type { TeamRole } from '../auth/tokens.ts';
import type { OperationId } from './operations.ts';

/**
 * What a team's people may do (issue 32): the least team role an operation needs, or `personal` for an operation
 * on the person's own account (a member signs out, changes their password, e-mail, language or own details as
 * themselves, not as the company). Checked by server/http/access.ts right after OPERATION_ROLES, for callers in a
 * team only: everyone else (teamRole null) passes as before, and public or token-optional operations are not
 * checked at all.
 */
export type TeamAccess = TeamRole | 'personal';

/** Higher reaches more: an owner does everything a manager does, a manager everything staff do. */
export const TEAM_ROLE_RANK: Record<TeamRole, number> = { staff: 1, manager: 2, owner: 3 };

/**
 * Per contract tag (the feature). A tag without a row fails start-up (operationResolver), as an operation without a
 * handler does; `tests/server/team.test.ts` checks every tag of the contract has one. The words: staff do
 * reservations and messages only; managers everything but payouts and the team.
 */
export const TEAM_ROLE_BY_TAG = {
  system: 'manager',
  auth: 'manager',
  profile: 'manager',
  catalog: 'manager',
  products: 'manager',
  calendar: 'manager',
  review: 'manager',
  reservations: 'staff',
  messages: 'staff',
  simulate: 'manager',
  promotions: 'manager',
  payments: 'owner',
  dashboard: 'manager',
  help: 'manager',
  referrals: 'manager',
  influencers: 'manager',
  site: 'manager',
  whiteLandings: 'manager',
  reports: 'manager',
  // Every person of the team has their own devices and switches: the handlers keep them by `caller.actor` under the
  // company's `caller.sub` (whose pushes they get), so they are not `personal` (which would make `sub` the person).
  notifications: 'staff',
  team: 'owner',
} as const satisfies Record<string, TeamAccess>;

export type ContractTag = keyof typeof TEAM_ROLE_BY_TAG;

/**
 * Operations that differ from their tag. Personal: about the person rather than the business (docs: the decision
 * "Issue 32: personal operations"). Staff: what the portal's shell reads on every screen (the signed-in user).
 * Owner: what would dissolve the team (a company that becomes a personal account has none).
 */
export const TEAM_ROLE_OVERRIDES: Partial<Record<OperationId, TeamAccess>> = {
  // The signed-in user: the shell of every screen reads it (the company's record, with the member in `team`).
  getMe: 'staff',
  // The person's own account: sign-in e-mail and password, interface language and location, own details and picture.
  updateAccount: 'personal',
  updateUserLanguage: 'personal',
  getUserLocation: 'personal',
  updateUserLocation: 'personal',
  getPersonalInformation: 'personal',
  updatePersonalInformation: 'personal',
  uploadPersonalPicture: 'personal',
  // A company that becomes a personal account has no team: only its owner decides that.
  setBusinessCategory: 'owner',
};

/** The team access an operation of `tag` needs. */
export function teamAccessOf(operationId: OperationId, tag: string): TeamAccess {
  const override = TEAM_ROLE_OVERRIDES[operationId];
  if (override) return override;
  const byTag = (TEAM_ROLE_BY_TAG as Record<string, TeamAccess>)[tag];
  if (!byTag)
    throw new Error(`Contract tag ${tag} (operation ${operationId}) has no row in TEAM_ROLE_BY_TAG`);
  return byTag;
}

/** Whether a caller of this team role may call an operation that needs `access` (a personal one: anyone). */
export const teamRoleAdmits = (role: TeamRole, access: TeamAccess): boolean =>
  access === 'personal' || TEAM_ROLE_RANK[role] >= TEAM_ROLE_RANK[access];

interface ContractDocument {
  paths?: Record<string, Record<string, { operationId?: string; tags?: string[] } | unknown>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Each operation's first tag, from the contract document the routes are built from. */
export function operationTagsOf(document: object): Map<string, string> {
  const tags = new Map<string, string>();
  for (const item of Object.values((document as ContractDocument).paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || typeof operation !== 'object' || operation === null) continue;
      const { operationId, tags: own } = operation as { operationId?: string; tags?: string[] };
      if (operationId && own?.[0]) tags.set(operationId, own[0]);
    }
  }
  return tags;
}
