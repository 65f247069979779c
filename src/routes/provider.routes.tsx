import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
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
  { path: '/promote', title: msg`Promociones`, entry: null },
  { path: '/frequent-questions', title: msg`Preguntas frecuentes`, entry: 'faq' },
  { path: '/qr', title: msg`Mi QR`, entry: 'qr' },
  { path: '/results-qr', title: msg`Resultados de mi QR`, entry: 'qr' },
  { path: '/rooms-hotels/$id', title: msg`Habitaciones del hotel`, entry: 'my-products' },
  { path: '/rooms-hostels/$id', title: msg`Habitaciones del hostal`, entry: 'my-products' },
  { path: '/increases/$id', title: msg`Recargos`, entry: 'my-products' },
  { path: '/white-landing', title: msg`Landings`, entry: null },
  { path: '/white-landing/$id', title: msg`Detalle de la landing`, entry: null },
  { path: '/white-landing/$id/$idLocation', title: msg`Asignar productos a la landing`, entry: null },
] as const satisfies readonly { path: string; title: unknown; entry: MenuItemKey | null }[];

/** ?type= names the product type (SPEC §3 numbers); anything else is dropped rather than failing. */
const productTypeSearch = v.object({
  type: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

/** Screens that read the product type from the search (SPEC §2: /offers/{id}?type, /special-prices/{id}?type). */
const typedScreens = [
  { path: '/offers/$id', title: msg`Ofertas`, entry: 'my-products' },
  { path: '/special-prices/$id', title: msg`Precios especiales`, entry: 'my-products' },
] as const satisfies readonly { path: string; title: unknown; entry: MenuItemKey }[];

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
  ...typedScreens.map(({ path, title, entry }) =>
    createRoute({
      getParentRoute: () => portalLayout,
      path,
      beforeLoad: onlyForEntry(entry),
      validateSearch: productTypeSearch,
      staticData: { title },
      component: underConstruction,
    }),
  ),
];
