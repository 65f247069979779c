import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { OutboxPage } from '../features/dev/OutboxPage.tsx';
import { publicLayout } from './layouts.tsx';

/** Public: verification and reset links are read here before anyone can sign in. */
const outboxRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/dev/outbox',
  staticData: { title: msg`Bandeja de salida de desarrollo` },
  component: OutboxPage,
});

export const devRoutes = [outboxRoute];
