import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps, ErrorRouteComponent } from '@tanstack/react-router';
import { getSession, rolesOf } from '../api/session.ts';
import { type MenuItemKey, opensEntry } from '../features/shell/menuItems.ts';
import { NotAllowedPage } from '../ui/NotAllowedPage.tsx';

/** Thrown before a page of a side-menu entry the signed-in person's roles do not open. */
export class EntryNotAllowed extends Error {
  constructor(readonly entry: MenuItemKey) {
    super(`The side-menu entry ${entry} is not for this account`);
  }
}

/**
 * `beforeLoad` of the pages of a side-menu entry: whoever's menu lacks the entry (SPEC §6, menuItems.ts) is
 * refused before the page loads anything, so hiding the link and opening the address say the same.
 */
export function onlyForEntry(entry: MenuItemKey) {
  return () => {
    const session = getSession();
    if (session && !opensEntry(rolesOf(session.user), entry)) throw new EntryNotAllowed(entry);
  };
}

/** Why the page is not for this person, by entry. */
function NotAllowedReason({ entry }: { entry: MenuItemKey }) {
  if (entry === 'review') return <Trans>La revisión de productos es solo para el equipo de soporte.</Trans>;
  return <Trans>Esta sección es para otro tipo de cuenta y no está en tu menú.</Trans>;
}

/** A route's error component that says "not allowed" for a refused entry and is the given one otherwise. */
export function orNotAllowed(Otherwise: ErrorRouteComponent): ErrorRouteComponent {
  return function EntryError(props: ErrorComponentProps) {
    if (props.error instanceof EntryNotAllowed) {
      return (
        <NotAllowedPage>
          <NotAllowedReason entry={props.error.entry} />
        </NotAllowedPage>
      );
    }
    return <Otherwise {...props} />;
  };
}
