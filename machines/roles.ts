import type { components } from '../openapi/schema.d.ts';

/** A role as the wire and the database carry it: the contract's Role number. */
export type RoleNumber = components['schemas']['Role'];

/**
 * The contract's roles by name (Role in openapi/schemas/common.yaml; SPEC §1, §6). Server and app both say
 * `ROLE.operator`, never `1`, so a rule reads as who it is for.
 */
export const ROLE = {
  /** The platform operator: support and product review; granted, never chosen at sign-up. */
  operator: 1,
  provider: 2,
  agency: 3,
  host: 4,
  /** The marketplace's traveler, who is also the partner that refers travelers (SPEC §6 "traveler/partner"). */
  traveler: 5,
  influencer: 6,
  advertiser: 7,
  agent: 8,
} as const satisfies Record<string, RoleNumber>;

/** The roles that list products of their own (SPEC §6 roles 2-4). */
export const PRODUCT_ROLES = [ROLE.provider, ROLE.agency, ROLE.host] as const;

/**
 * Whose control panel (/dashboard) shows a business's figures (SPEC §6: roles 1-4). A partner, influencer,
 * advertiser or agent has no views, bookings or commissions of their own: their panel is another screen.
 */
export const CONTROL_PANEL_ROLES = [ROLE.operator, ...PRODUCT_ROLES] as const;

/**
 * Who may own white landings (SPEC §2 "White landing pages"): the roles that refer travelers — partners and travelers
 * (5), influencers (6) and agents (8). The operator manages every landing but owns none of their referrals.
 */
export const LANDING_OWNER_ROLES = [ROLE.traveler, ROLE.influencer, ROLE.agent] as const;

export const isProductRole = (role: number): boolean => (PRODUCT_ROLES as readonly number[]).includes(role);

/** Whether any of a person's roles is among the allowed ones. */
export const hasAnyRole = (roles: readonly number[], allowed: readonly number[]): boolean =>
  allowed.some((role) => roles.includes(role));
