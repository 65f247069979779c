import type { components } from '../openapi/schema.d.ts';

/** A role as the wire and the database carry it: the contract's Role number. */
export type RoleNumber = components['schemas']['Role'];
type AccommodationType = components['schemas']['AccommodationType'];

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

export const isProductRole = (role: number): boolean => (PRODUCT_ROLES as readonly number[]).includes(role);

/** Whether any of a person's roles is among the allowed ones. */
export const hasAnyRole = (roles: readonly number[], allowed: readonly number[]): boolean =>
  allowed.some((role) => roles.includes(role));

/**
 * SPEC §6: who may create each accommodation type. Vacation rentals (1) and unique stays (5) for every product
 * role; hotels (2), hostels (3) and private rooms (4) for providers and agencies. SPEC §6 lists role 1 among the
 * creators, as the source app's administrator had it; here role 1 is the platform operator, who owns no products
 * (docs/decisions.md "Issue 25: roles per operation"). The server refuses the others; the app shows only these tabs.
 */
export const ACCOMMODATION_CREATORS = {
  1: PRODUCT_ROLES,
  2: [ROLE.provider, ROLE.agency],
  3: [ROLE.provider, ROLE.agency],
  4: [ROLE.provider, ROLE.agency],
  5: PRODUCT_ROLES,
} as const satisfies Record<AccommodationType, readonly RoleNumber[]>;

type ThingsToDoType = components['schemas']['ThingsToDoType'];

/**
 * SPEC §6: segments 2 and 3 (activities, and with them community tourism) for roles 1-3, the operator left out as
 * above. The spec is silent on the packages segment; tourist packages (71) follow the activities
 * (docs/decisions.md "Issue 16").
 */
const ACTIVITY_CREATORS = [ROLE.provider, ROLE.agency] as const;
export const THINGS_TO_DO_CREATORS = {
  11: ACTIVITY_CREATORS,
  12: ACTIVITY_CREATORS,
  13: ACTIVITY_CREATORS,
  17: ACTIVITY_CREATORS,
  71: ACTIVITY_CREATORS,
} as const satisfies Record<ThingsToDoType, readonly RoleNumber[]>;

/** Everyone who may create at least one of the types of a creators' table: the roles its create call admits. */
export const anyCreatorOf = (creators: Record<number, readonly RoleNumber[]>): readonly RoleNumber[] => [
  ...new Set(Object.values(creators).flat()),
];
