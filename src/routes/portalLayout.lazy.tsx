import { createLazyRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PortalShell } from '../features/shell/PortalShell.tsx';
import { withCatalogs } from '../i18n/i18n.ts';
import { HelpDialogProvider } from '../ui/LazyHelpDialog.tsx';
import { useScreenDrawn } from '../ui/screenDrawn.ts';

export const Route = createLazyRoute('/portal')({ component: SignedInPortal });

// Neither draws anything at first, so both load once the first screen has drawn (src/ui/screenDrawn.ts): the live
// connection (chat, new reservations), with its socket client, and the container of toasts (shown ones wait in
// their store until it is there).
// The connection's toasts speak from the messages catalog, fetched beside it.
const RealtimeConnection = lazy(() =>
  withCatalogs(['messages'], import('../features/messages/RealtimeConnection.tsx')).then((module) => ({
    default: module.RealtimeConnection,
  })),
);
const Toasts = lazy(() => import('./Toasts.tsx').then((module) => ({ default: module.Toasts })));
// The installable app (issue 32): the service worker's registration and the offline notice, after the first draw.
const AppInstall = lazy(() =>
  withCatalogs(['notifications'], import('../features/notifications/AppInstall.tsx')).then((module) => ({
    default: module.AppInstall,
  })),
);

// The help dialog, which the side menu and the wizard open (src/ui/LazyHelpDialog.tsx): it, its machine, the
// captcha and the help and captcha catalogs download the first time someone asks for help.
const HelpDialog = lazy(() =>
  withCatalogs(['help', 'captcha'], import('../features/help/HelpDialog.tsx')).then((module) => ({
    default: module.HelpDialog,
  })),
);

/**
 * The signed-in shell, with the live connection open while any of its pages is, and what only signed-in pages
 * use: toasts, and the help dialog for the menu and the wizard to open. (Other dialogs are each page's own Mantine
 * Modal, loaded when opened.)
 */
function SignedInPortal() {
  const drawn = useScreenDrawn();
  return (
    <HelpDialogProvider value={HelpDialog}>
      {drawn ? (
        <Suspense fallback={null}>
          <Toasts />
          <RealtimeConnection />
          <AppInstall />
        </Suspense>
      ) : null}
      <PortalShell />
    </HelpDialogProvider>
  );
}
