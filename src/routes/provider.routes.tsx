import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { MenuItemKey } from '../features/shell/menuItems.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';
import { underConstruction } from './underConstruction.ts';

const dashboard = createRoute({
  getParentRoute: () => portalLayout,
  path: '/dashboard',
  staticData: { title: msg`Panel de control` },
  component: lazyRouteComponent(
    () => withCatalogs(['dashboard'], import('../features/dashboard/DashboardPage.tsx')),
    'DashboardPage',
  ),
});

/**
 * Provider screens of SPEC §2 that are not built yet; `entry` is the side-menu entry they belong to, whose roles
 * alone may open them (a product's rooms and prices are reached from My products).
 */
const screens = [
  { path: '/qr', title: msg`Mi QR`, entry: 'qr' },
  { path: '/results-qr', title: msg`Resultados de mi QR`, entry: 'qr' },
  { path: '/rooms-hotels/$id', title: msg`Habitaciones del hotel`, entry: 'my-products' },
  { path: '/rooms-hostels/$id', title: msg`Habitaciones del hostal`, entry: 'my-products' },
  { path: '/white-landing', title: msg`Landings`, entry: null },
  { path: '/white-landing/$id', title: msg`Detalle de la landing`, entry: null },
  { path: '/white-landing/$id/$idLocation', title: msg`Asignar productos a la landing`, entry: null },
] as const satisfies readonly { path: string; title: unknown; entry: MenuItemKey | null }[];

export const providerRoutes = [
  dashboard,
  ...screens.map(({ path, title, entry }) =>
    createRoute({
      getParentRoute: () => portalLayout,
      path,
      staticData: { title },
      ...(entry ? { beforeLoad: onlyForEntry(entry) } : {}),
      component: underConstruction,
    }),
  ),
];
