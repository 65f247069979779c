import { createRoute } from '@tanstack/react-router';
import { PublicShell } from '../features/shell/PublicShell.tsx';
import { requireAuth } from './guards.ts';
import { rootRoute } from './root.tsx';

/**
 * Public and auth pages, error pages: header only. Loaded with the app: the first screen of most visits, and
 * the root's error page wears it when a chunk fails to load.
 */
export const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: PublicShell,
});

/** Signed-in pages with the side menu; the shell, its menu and the live connection load with the first of them. */
export const portalLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'portal',
  beforeLoad: requireAuth,
}).lazy(() => import('./portalLayout.lazy.tsx').then((d) => d.Route));

/** Signed-in onboarding pages (header, no side menu). */
export const onboardingLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'onboarding',
  beforeLoad: requireAuth,
  component: PublicShell,
});
