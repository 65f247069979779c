import { createRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from './guards.ts';
import { rootRoute } from './root.tsx';

/** Public and auth pages: header only. */
export const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: Outlet,
});

/** Signed-in pages with the side menu. */
export const portalLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'portal',
  beforeLoad: requireAuth,
  component: Outlet,
});

/** Signed-in onboarding pages (no side menu). */
export const onboardingLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'onboarding',
  beforeLoad: requireAuth,
  component: Outlet,
});
