import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { hasAnyRole, PRODUCT_ROLES } from '../../machines/roles.ts';
import { optionalString, searchOf } from '../api/searchParams.ts';
import { getSession, rolesOf } from '../api/session.ts';
import { handlesPayouts, teamRoleOf } from '../api/teamRole.ts';
import { type MenuItemKey, opensEntry } from '../features/shell/menuItems.ts';
import { portalLayout } from './layouts.tsx';

/**
 * `beforeLoad` of the pages of a side-menu entry: whoever's menu lacks the entry (SPEC §6, menuItems.ts) goes,
 * before the page loads anything, to the one page that says it is not for them, so hiding the link and opening
 * the address say the same.
 */
export function onlyForEntry(entry: MenuItemKey) {
  return () => {
    const session = getSession();
    if (session && !opensEntry(rolesOf(session.user), entry, teamRoleOf(session.user))) {
      notAllowed(entry);
    }
  };
}

/** To the page that says this one is not for this person, naming what was refused. */
function notAllowed(entry: string): never {
  throw redirect({ href: `/not-allowed?${new URLSearchParams({ entry })}`, replace: true });
}

/**
 * `beforeLoad` of the team's pages (issue 32): the company's owner manages its team. A provider with no team may open
 * them too, to read why it has none and how a company gets one (the menu does not offer them); a manager, staff or
 * any other role is refused as for any entry.
 */
export function onlyForTeamOwner() {
  const session = getSession();
  if (!session) return;
  const teamRole = teamRoleOf(session.user);
  const withoutTeam = teamRole === null && hasAnyRole(rolesOf(session.user), PRODUCT_ROLES);
  if (!opensEntry(rolesOf(session.user), 'team', teamRole) && !withoutTeam) notAllowed('team');
}

/**
 * `beforeLoad` of the payout and tax screens (issue 32): the company's owner's, or an account's with no team; a
 * manager or staff member is refused, as the server refuses them the `payments` operations.
 */
export function onlyWhoHandlesPayouts() {
  const session = getSession();
  if (session && !handlesPayouts(session.user)) notAllowed('payments');
}

/**
 * `beforeLoad` of /dashboard, where signing in lands: staff have no control panel (its figures are the manager's,
 * issue 32), so their first page is their first entry, the reservations.
 */
export function staffToReservations() {
  const session = getSession();
  if (session && teamRoleOf(session.user) === 'staff')
    throw redirect({ href: '/reservations', replace: true });
}

/** `?entry=` names the refused entry; anything else still shows the page, with the general reason. */
const notAllowedSearch = searchOf({ entry: optionalString({ maxLength: 40 }) });

/** /not-allowed (beyond SPEC §2): where another role's pages send this person, inside their own shell. */
export const notAllowedRoute = createRoute({
  getParentRoute: () => portalLayout,
  path: '/not-allowed',
  staticData: { title: msg`No tienes acceso a esta página` },
  validateSearch: notAllowedSearch,
}).lazy(() => import('./notAllowed.lazy.tsx').then((d) => d.Route));
