/**
 * Which side-menu entries a user sees, by their numeric roles (SPEC §6): control panel for roles 1-4; add
 * product and my products for the providers 2-4; messages for 1-3; QR for 2-7 and FAQ for 1-7; the white landings
 * (SPEC §2, a screen §6 does not name) for the partners, influencers and agents who build them and the operator. SPEC §6 also
 * gives role 1 the product entries and the QR, as the source app's administrator had them; here role 1 is the
 * platform operator, who owns no products, reservations or referral QR, and reviews products instead (issues 4
 * and 11, docs/decisions.md). Reservations, a screen of SPEC §2 that the menu of §6 does not name, sit with the
 * product entries for the same roles (issue 5), and so does the calendar of all products (issue 13). The terms link and sign-out are for everyone. Pure, so the rule
 * is stated and tested once; the routes of an entry refuse the roles it is not for (src/routes/entryGuard.tsx).
 *
 * A company's team (issue 32) narrows the menu by the session's team role: the company's owner sees every entry of its
 * roles and the team's; a manager all of them but the team's; staff only reservations, messages and the terms. The
 * server refuses the same operations (server/http/teamRoles.ts); the menu only stops offering them.
 */

import { CONTROL_PANEL_ROLES, hasAnyRole, PRODUCT_ROLES, ROLE } from '../../../machines/roles.ts';
import type { TeamRole } from '../../api/teamRole.ts';

export type MenuItemKey =
  | 'dashboard'
  | 'add-products'
  | 'my-products'
  | 'calendar'
  | 'reservations'
  | 'reports'
  | 'review'
  | 'support'
  | 'messages'
  | 'qr'
  | 'white-landing'
  | 'faq'
  | 'team'
  | 'terms';

export interface MenuItem {
  key: MenuItemKey;
  to:
    | '/dashboard'
    | '/add-products'
    | '/my-products'
    | '/calendar'
    | '/reservations'
    | '/reports'
    | '/review'
    | '/support'
    | '/message'
    | '/qr'
    | '/white-landing'
    | '/frequent-questions'
    | '/team'
    | '/terms';
  /** Other pages under this entry, beyond `to` and the pages below it (a reservation's detail). */
  alsoActiveUnder?: string;
}

/** Roles 2-7 (SPEC §6): everyone but the operator, who owns no products and refers no one. */
const WITH_FAQ = [...PRODUCT_ROLES, ROLE.traveler, ROLE.influencer, ROLE.advertiser] as const;

/**
 * Roles 2-8: the FAQ's, and the agent, who brings travelers with a code too (issue 31; SPEC §6 "QR 1-7" with "links
 * also use 6 for agents": docs/decisions.md "Issue 31: who has My QR").
 */
const WITH_QR = [...WITH_FAQ, ROLE.agent] as const;

/**
 * Who builds white landings (SPEC §2): the partner (5), the influencer (6) and the agent (8), whose pages
 * show travelers other providers' products with their code; the operator (1) manages every landing.
 */
const WITH_WHITE_LANDINGS = [ROLE.operator, ROLE.traveler, ROLE.influencer, ROLE.agent] as const;

/** The session's place in a company's team: null for an account in none (every entry of its roles). */
type TeamPlace = TeamRole | null;

/** Most entries: anyone but staff, who answer reservations and messages only (issue 32). */
const NOT_STAFF: readonly TeamPlace[] = [null, 'owner', 'manager'];
/** What staff work with, besides everyone else. */
const ANY_TEAM_PLACE: readonly TeamPlace[] = [null, 'owner', 'manager', 'staff'];

type MenuRow = MenuItem & {
  roles: readonly number[] | 'all';
  /** The team places that open the entry, besides its roles; NOT_STAFF when not said. */
  team?: readonly TeamPlace[];
};

const ALL_ITEMS: readonly MenuRow[] = [
  { key: 'dashboard', to: '/dashboard', roles: CONTROL_PANEL_ROLES },
  { key: 'add-products', to: '/add-products', roles: PRODUCT_ROLES },
  { key: 'my-products', to: '/my-products', roles: PRODUCT_ROLES },
  { key: 'calendar', to: '/calendar', roles: PRODUCT_ROLES },
  {
    key: 'reservations',
    to: '/reservations',
    alsoActiveUnder: '/reservation/',
    roles: PRODUCT_ROLES,
    team: ANY_TEAM_PLACE,
  },
  // The business's figures (issue 32): the server's `reports` tag is the manager's and the owner's.
  { key: 'reports', to: '/reports', roles: PRODUCT_ROLES },
  { key: 'review', to: '/review', roles: [ROLE.operator] },
  // The operator answers the providers' help messages and meeting requests (issue 15).
  { key: 'support', to: '/support', roles: [ROLE.operator] },
  {
    key: 'messages',
    to: '/message',
    roles: [ROLE.operator, ROLE.provider, ROLE.agency],
    team: ANY_TEAM_PLACE,
  },
  { key: 'qr', to: '/qr', roles: WITH_QR },
  { key: 'white-landing', to: '/white-landing', roles: WITH_WHITE_LANDINGS },
  { key: 'faq', to: '/frequent-questions', roles: [ROLE.operator, ...WITH_FAQ] },
  // Only the company's owner manages its team; a provider with no team is told why on the page, not in the menu.
  { key: 'team', to: '/team', roles: PRODUCT_ROLES, team: ['owner'] },
  { key: 'terms', to: '/terms', roles: 'all', team: ANY_TEAM_PLACE },
];

const opens = (item: MenuRow, roles: readonly number[], teamRole: TeamPlace) =>
  (item.roles === 'all' || hasAnyRole(roles, item.roles)) && (item.team ?? NOT_STAFF).includes(teamRole);

/** The menu entries, in display order, that any of the given roles opens, in the session's team role. */
export function menuItemsFor(roles: readonly number[], teamRole: TeamPlace = null): MenuItem[] {
  return ALL_ITEMS.filter((item) => opens(item, roles, teamRole)).map(
    ({ roles: _roles, team: _team, ...item }) => item,
  );
}

/** Whether any of the given roles, in the session's team role, opens this entry, and so its pages. */
export function opensEntry(roles: readonly number[], key: MenuItemKey, teamRole: TeamPlace = null): boolean {
  return ALL_ITEMS.some((item) => item.key === key && opens(item, roles, teamRole));
}

/** The entry is current on its page, the pages below it, and any other pages it names. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return item.alsoActiveUnder !== undefined && pathname.startsWith(item.alsoActiveUnder);
}
