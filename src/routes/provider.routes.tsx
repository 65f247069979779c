import type { MessageDescriptor } from '@lingui/core';
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
 * A provider screen of SPEC §2 (`component`; not built yet without one); `entry` is the side-menu entry it belongs
 * to, whose roles alone may open it (a product's rooms and prices are reached from My products). One route per call,
 * so each keeps its own path and params in the router's types: a typed link to '/qr' needs no `$id`.
 */
const screen = <const Path extends string>(
  path: Path,
  title: MessageDescriptor,
  entry: MenuItemKey | null,
  component = underConstruction,
) =>
  createRoute({
    getParentRoute: () => portalLayout,
    path,
    staticData: { title },
    ...(entry ? { beforeLoad: onlyForEntry(entry) } : {}),
    component,
  });

export const providerRoutes = [
  dashboard,
  // My QR (issue 31): the code, its QR and PDF, and what it brought.
  screen(
    '/qr',
    msg`Mi QR`,
    'qr',
    lazyRouteComponent(
      () => withCatalogs(['referrals'], import('../features/referrals/QrPage.tsx')),
      'QrPage',
    ),
  ),
  screen(
    '/results-qr',
    msg`Resultados de mi QR`,
    'qr',
    lazyRouteComponent(
      () => withCatalogs(['referrals'], import('../features/referrals/ResultsQrPage.tsx')),
      'ResultsQrPage',
    ),
  ),
  screen('/white-landing', msg`Landings`, null),
  screen('/white-landing/$id', msg`Detalle de la landing`, null),
  screen('/white-landing/$id/$idLocation', msg`Asignar productos a la landing`, null),
];
