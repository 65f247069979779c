import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { portalLayout } from './layouts.tsx';
import { UnderConstructionScreen } from './UnderConstructionScreen.tsx';

const dashboard = createRoute({
  getParentRoute: () => portalLayout,
  path: '/dashboard',
  staticData: { title: msg`Panel de control` },
  component: DashboardPage,
});

/** Provider screens of SPEC §2 that are not built yet. */
const screens = [
  { path: '/promote', title: msg`Promociones` },
  { path: '/frequent-questions', title: msg`Preguntas frecuentes` },
  { path: '/qr', title: msg`Mi QR` },
  { path: '/results-qr', title: msg`Resultados de mi QR` },
  { path: '/rooms-hotels/$id', title: msg`Habitaciones del hotel` },
  { path: '/rooms-hostels/$id', title: msg`Habitaciones del hostal` },
  { path: '/calendar/$id/$type', title: msg`Calendario de disponibilidad` },
  { path: '/increases/$id', title: msg`Recargos` },
  { path: '/white-landing', title: msg`Landings` },
  { path: '/white-landing/$id', title: msg`Detalle de la landing` },
  { path: '/white-landing/$id/$idLocation', title: msg`Asignar productos a la landing` },
] as const;

/** ?type= names the product type (SPEC §3 numbers); anything else is dropped rather than failing. */
const productTypeSearch = v.object({
  type: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

/** Screens that read the product type from the search (SPEC §2: /offers/{id}?type, /special-prices/{id}?type). */
const typedScreens = [
  { path: '/offers/$id', title: msg`Ofertas` },
  { path: '/special-prices/$id', title: msg`Precios especiales` },
] as const;

export const providerRoutes = [
  dashboard,
  ...screens.map(({ path, title }) =>
    createRoute({
      getParentRoute: () => portalLayout,
      path,
      staticData: { title },
      component: UnderConstructionScreen,
    }),
  ),
  ...typedScreens.map(({ path, title }) =>
    createRoute({
      getParentRoute: () => portalLayout,
      path,
      validateSearch: productTypeSearch,
      staticData: { title },
      component: UnderConstructionScreen,
    }),
  ),
];
