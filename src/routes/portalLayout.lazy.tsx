import { createLazyRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PortalShell } from '../features/shell/PortalShell.tsx';
import { withCatalogs } from '../i18n/i18n.ts';

export const Route = createLazyRoute('/portal')({ component: SignedInPortal });

// Neither draws anything at first, so both load after the shell: the live connection (chat, new reservations),
// with its socket client, and the container of toasts (shown ones wait in their store until it is there).
// The connection's toasts speak from the messages catalog, fetched beside it.
const RealtimeConnection = lazy(() =>
  withCatalogs(['messages'], import('../features/messages/RealtimeConnection.tsx')).then((module) => ({
    default: module.RealtimeConnection,
  })),
);
const Toasts = lazy(() => import('./Toasts.tsx').then((module) => ({ default: module.Toasts })));

/**
 * The signed-in shell, with the live connection open while any of its pages is, and what only signed-in pages
 * use: toasts. (Dialogs are each page's own Mantine Modal, loaded when opened.)
 */
function SignedInPortal() {
  return (
    <>
      <Suspense fallback={null}>
        <Toasts />
        <RealtimeConnection />
      </Suspense>
      <PortalShell />
    </>
  );
}
