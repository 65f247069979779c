import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogs } from '../i18n/i18n.ts';
import { publicLayout } from './layouts.tsx';

/** Public: verification and reset links are read here before anyone can sign in. */
const outboxRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/dev/outbox',
  staticData: { title: msg`Bandeja de salida de desarrollo` },
  component: lazyRouteComponent(
    () => withCatalogs(['dev'], import('../features/dev/OutboxPage.tsx')),
    'OutboxPage',
  ),
});

/** Designers and QA: the workflow statecharts, in development builds and for the operator role. */
const statechartsRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/dev/statecharts',
  staticData: { title: msg`Diagramas de estados` },
  component: lazyRouteComponent(
    () => withCatalogs(['dev'], import('../features/dev/StatechartsPage.tsx')),
    'StatechartsPage',
  ),
});

export const devRoutes = [outboxRoute, statechartsRoute];
