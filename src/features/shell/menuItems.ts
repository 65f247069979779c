/**
 * Which side-menu entries a user sees, by their numeric roles (SPEC §6):
 * control panel, add product and my products for roles 1-4; messages for 1-3; QR and FAQ for 1-7.
 * The operator (role 1) also reviews products (issue 4, docs/decisions.md). Reservations, a screen of SPEC §2
 * that the menu of §6 does not name, sit with the product entries for the same roles (issue 5,
 * docs/decisions.md). The terms link and sign-out are for everyone. Pure, so the rule is stated and tested once.
 */

export type MenuItemKey =
  | 'dashboard'
  | 'add-products'
  | 'my-products'
  | 'reservations'
  | 'review'
  | 'messages'
  | 'qr'
  | 'faq'
  | 'terms';

export interface MenuItem {
  key: MenuItemKey;
  to:
    | '/dashboard'
    | '/add-products'
    | '/my-products'
    | '/reservations'
    | '/review'
    | '/message'
    | '/qr'
    | '/frequent-questions'
    | '/terms';
  /** Other pages under this entry, beyond `to` and the pages below it (a reservation's detail). */
  alsoActiveUnder?: string;
}

const ALL_ITEMS: readonly (MenuItem & { roles: readonly number[] | 'all' })[] = [
  { key: 'dashboard', to: '/dashboard', roles: [1, 2, 3, 4] },
  { key: 'add-products', to: '/add-products', roles: [1, 2, 3, 4] },
  { key: 'my-products', to: '/my-products', roles: [1, 2, 3, 4] },
  { key: 'reservations', to: '/reservations', alsoActiveUnder: '/reservation/', roles: [1, 2, 3, 4] },
  { key: 'review', to: '/review', roles: [1] },
  { key: 'messages', to: '/message', roles: [1, 2, 3] },
  { key: 'qr', to: '/qr', roles: [1, 2, 3, 4, 5, 6, 7] },
  { key: 'faq', to: '/frequent-questions', roles: [1, 2, 3, 4, 5, 6, 7] },
  { key: 'terms', to: '/terms', roles: 'all' },
];

/** The menu entries, in display order, that any of the given roles opens. */
export function menuItemsFor(roles: readonly number[]): MenuItem[] {
  return ALL_ITEMS.filter((item) => item.roles === 'all' || item.roles.some((r) => roles.includes(r))).map(
    ({ roles: _roles, ...item }) => item,
  );
}

/** The entry is current on its page, the pages below it, and any other pages it names. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return item.alsoActiveUnder !== undefined && pathname.startsWith(item.alsoActiveUnder);
}
