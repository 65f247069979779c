import { createRoute } from '@tanstack/react-router';
import { RealtimeConnection } from '../features/messages/RealtimeConnection.tsx';
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

/** The signed-in shell, with the live connection (chat, new reservations) open while any of its pages is. */
function SignedInPortal() {
  return (
    <>
      <RealtimeConnection />
      <PortalShell />
    </>
  );
}

/** Signed-in pages with the side menu. */
export const portalLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'portal',
  beforeLoad: requireAuth,
  component: SignedInPortal,
});

/** Signed-in onboarding pages (header, no side menu). */
export const onboardingLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'onboarding',
  beforeLoad: requireAuth,
  component: PublicShell,
});
