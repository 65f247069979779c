import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { MenuItemKey } from '../features/shell/menuItems.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry, staffToReservations } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

const dashboard = createRoute({
  getParentRoute: () => portalLayout,
  path: '/dashboard',
  staticData: { title: msg`Panel de control` },
  // Staff have no control panel (issue 32): where signing in lands sends them to their reservations.
  beforeLoad: staffToReservations,
  component: lazyRouteComponent(
    () => withCatalogs(['dashboard'], import('../features/dashboard/DashboardPage.tsx')),
    'DashboardPage',
  ),
});

/**
 * A provider screen of SPEC §2; `entry` is the side-menu entry it belongs
 * to, whose roles alone may open it (a product's rooms and prices are reached from My products). One route per call,
 * so each keeps its own path and params in the router's types: a typed link to '/qr' needs no `$id`.
 */
const screen = <const Path extends string>(
  path: Path,
  title: MessageDescriptor,
  entry: MenuItemKey | null,
  component: RouteComponent,
) =>
  createRoute({
    getParentRoute: () => portalLayout,
    path,
    staticData: { title },
    ...(entry ? { beforeLoad: onlyForEntry(entry) } : {}),
    component,
  });

const whiteLandingScreens = () =>
  withCatalogs(['whiteLandings', 'captcha'], import('./whiteLandings/whiteLandings.lazy.tsx'));
const whiteLandingScreen = (name: keyof typeof import('./whiteLandings/whiteLandings.lazy.tsx')) =>
  lazyRouteComponent(whiteLandingScreens, name);

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
  // White landings (SPEC §2): the partner's, influencer's and agent's pages of other providers' products, and the
  // operator's landing manager; the three screens are one lazy module.
  screen('/white-landing', msg`Landings`, 'white-landing', whiteLandingScreen('WhiteLandingList')),
  screen(
    '/white-landing/$id',
    msg`Detalle de la landing`,
    'white-landing',
    whiteLandingScreen('WhiteLandingDetail'),
  ),
  screen(
    '/white-landing/$id/$idLocation',
    msg`Asignar productos a la landing`,
    'white-landing',
    whiteLandingScreen('WhiteLandingAssign'),
  ),
];
