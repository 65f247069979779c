/**
 * Which side-menu entries a user sees, by their numeric roles (SPEC §6): control panel for roles 1-4; add
 * product and my products for the providers 2-4; messages for 1-3; QR for 2-7 and FAQ for 1-7. SPEC §6 also
 * gives role 1 the product entries and the QR, as the source app's administrator had them; here role 1 is the
 * platform operator, who owns no products, reservations or referral QR, and reviews products instead (issues 4
 * and 11, docs/decisions.md). Reservations, a screen of SPEC §2 that the menu of §6 does not name, sit with the
 * product entries for the same roles (issue 5). The terms link and sign-out are for everyone. Pure, so the rule
 * is stated and tested once; the routes of an entry refuse the roles it is not for (src/routes/entryGuard.tsx).
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
  { key: 'add-products', to: '/add-products', roles: [2, 3, 4] },
  { key: 'my-products', to: '/my-products', roles: [2, 3, 4] },
  { key: 'reservations', to: '/reservations', alsoActiveUnder: '/reservation/', roles: [2, 3, 4] },
  { key: 'review', to: '/review', roles: [1] },
  { key: 'messages', to: '/message', roles: [1, 2, 3] },
  { key: 'qr', to: '/qr', roles: [2, 3, 4, 5, 6, 7] },
  { key: 'faq', to: '/frequent-questions', roles: [1, 2, 3, 4, 5, 6, 7] },
  { key: 'terms', to: '/terms', roles: 'all' },
];

const opens = (item: (typeof ALL_ITEMS)[number], roles: readonly number[]) =>
  item.roles === 'all' || item.roles.some((r) => roles.includes(r));

/** The menu entries, in display order, that any of the given roles opens. */
export function menuItemsFor(roles: readonly number[]): MenuItem[] {
  return ALL_ITEMS.filter((item) => opens(item, roles)).map(({ roles: _roles, ...item }) => item);
}

/** Whether any of the given roles opens this entry, and so its pages. */
export function opensEntry(roles: readonly number[], key: MenuItemKey): boolean {
  return ALL_ITEMS.some((item) => item.key === key && opens(item, roles));
}

/** The entry is current on its page, the pages below it, and any other pages it names. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return item.alsoActiveUnder !== undefined && pathname.startsWith(item.alsoActiveUnder);
}
