import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ServerErrorPage } from '../features/errors/ErrorPages.tsx';
import { PublicShell } from '../features/shell/PublicShell.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's name (a Lingui message): the tab's title, and the heading of screens not built yet. */
    title?: MessageDescriptor;
  }
}

export interface RouterContext {
  queryClient: QueryClient;
}

/** Unknown paths (and wizard steps that do not exist) go to /404, replacing the bad entry. */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}

export const PORTAL_NAME = msg`Portal de proveedores`;

/** The tab shows the screen's title (the deepest route that names one), then the portal's name. */
function DocumentTitle() {
  const { _ } = useLingui();
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  const portal = _(PORTAL_NAME);
  const text = title ? `${_(title)} · ${portal}` : portal;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/** The last-resort boundary: the layouts themselves failed, so the 500 page brings its own header. */
function RootError() {
  return (
    <PublicShell>
      <ServerErrorPage />
    </PublicShell>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundRedirect,
  errorComponent: RootError,
});
