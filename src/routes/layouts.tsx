import { createRoute } from '@tanstack/react-router';
import { PortalShell } from '../features/shell/PortalShell.tsx';
import { PublicShell } from '../features/shell/PublicShell.tsx';
import { requireAuth } from './guards.ts';
import { rootRoute } from './root.tsx';

/** Public and auth pages, error pages: header only. */
export const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: PublicShell,
});

/** Signed-in pages with the side menu. */
export const portalLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'portal',
  beforeLoad: requireAuth,
  component: PortalShell,
});

/** Signed-in onboarding pages (header, no side menu). */
export const onboardingLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'onboarding',
  beforeLoad: requireAuth,
  component: PublicShell,
});
