import type { components } from '../openapi/schema.d.ts';
import { ROLE } from './roles.ts';

/** The roles a person may sign up with (the contract excludes the operator, 1). */
export type Role = components['schemas']['SignupRole'];

/** SPEC §4: a sign-up without any other hint joins as a provider. */
export const DEFAULT_SIGNUP_ROLE: Role = ROLE.provider;

/**
 * Roles a person may sign up with from a link. The platform operator is never self-chosen:
 * a `?role=1` link is ignored like any other unknown value.
 */
const SIGNUP_ROLES: readonly Role[] = [
  ROLE.provider,
  ROLE.agency,
  ROLE.host,
  ROLE.traveler,
  ROLE.influencer,
  ROLE.advertiser,
  ROLE.agent,
];

/** The landing flags of SPEC §4 that force a role whatever the link says. */
export type RoleOverride = 'ar' | 'agent';
const OVERRIDES: Record<RoleOverride, Role> = { ar: ROLE.host, agent: ROLE.agency };

export interface SignupRoleHints {
  /** `?role=` of the register link, as the URL gave it. */
  queryRole?: unknown;
  /** The role remembered from an earlier landing visit. */
  storedRole?: unknown;
  override?: RoleOverride | undefined;
}

export function asSignupRole(value: unknown): Role | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return SIGNUP_ROLES.find((role) => role === number);
}

/** Role from the flag, else the query, else the stored value, else provider (SPEC §4). */
export function resolveSignupRole({ queryRole, storedRole, override }: SignupRoleHints): Role {
  if (override) return OVERRIDES[override];
  return asSignupRole(queryRole) ?? asSignupRole(storedRole) ?? DEFAULT_SIGNUP_ROLE;
}

/**
 * Where a freshly verified account goes, as an intent the view maps to a typed route (never a URL):
 * the influencer's information form, the QR, or the choice of how to start with where the person was
 * going (`redirect`, passed on as the link gave it).
 */
export type VerificationIntent =
  | { to: 'influencerInformation' }
  | { to: 'agentInformation' }
  | { to: 'qr' }
  | { to: 'optionInitial'; redirect?: string };

/**
 * Where a freshly verified account goes (SPEC §4): influencers fill their profile, agents present their agency
 * (SPEC §2 /bussines-agent; docs/decisions.md), partners and advertisers get their QR, everyone else chooses how to
 * start (keeping where they were going).
 */
export function intentAfterVerification(roles: readonly number[], redirect?: string): VerificationIntent {
  if (roles.includes(ROLE.influencer)) return { to: 'influencerInformation' };
  if (roles.includes(ROLE.agent)) return { to: 'agentInformation' };
  if (roles.includes(ROLE.traveler) || roles.includes(ROLE.advertiser)) return { to: 'qr' };
  return redirect ? { to: 'optionInitial', redirect } : { to: 'optionInitial' };
}
