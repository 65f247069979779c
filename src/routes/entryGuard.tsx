import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { optionalString, searchOf } from '../api/searchParams.ts';
import { getSession, rolesOf } from '../api/session.ts';
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
    if (session && !opensEntry(rolesOf(session.user), entry)) {
      throw redirect({ href: `/not-allowed?${new URLSearchParams({ entry })}`, replace: true });
    }
  };
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
