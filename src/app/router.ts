import { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ServerErrorPage } from '../features/errors/ErrorPages.tsx';
import { authOnboardingRoutes, authPublicRoutes } from '../routes/auth.routes.tsx';
import { calendarRoutes } from '../routes/calendar.routes.tsx';
import { calendarOverviewRoutes } from '../routes/calendarOverview.routes.tsx';
import { devRoutes } from '../routes/dev.routes.tsx';
import { notAllowedRoute } from '../routes/entryGuard.tsx';
import { errorRoutes } from '../routes/errors.routes.tsx';
import { helpRoutes } from '../routes/help.routes.tsx';
import { influencerRoutes } from '../routes/influencer.routes.tsx';
import { onboardingLayout, portalLayout, publicLayout } from '../routes/layouts.tsx';
import { messagesRoutes } from '../routes/messages.routes.tsx';
import { notificationsRoutes } from '../routes/notifications.routes.tsx';
import { paymentsRoutes } from '../routes/payments.routes.tsx';
import { productsRoutes } from '../routes/products.routes.tsx';
import { profileRoutes } from '../routes/profile.routes.tsx';
import { promotionsRoutes } from '../routes/promotions.routes.tsx';
import { providerRoutes } from '../routes/provider.routes.tsx';
import { publicRoutes } from '../routes/public.routes.tsx';
import { reportsRoutes } from '../routes/reports.routes.tsx';
import { reservationsRoutes } from '../routes/reservations.routes.tsx';
import { NotFoundRedirect, rootRoute } from '../routes/root.tsx';
import { siteRoutes } from '../routes/site.routes.tsx';
import { teamJoinRoutes, teamRoutes } from '../routes/team.routes.tsx';
import { transportationRoutes } from '../routes/transportation.routes.tsx';
import { wizardRoutes } from '../routes/wizard.routes.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });

export const queryClient = createQueryClient();

/** Every screen of SPEC §2, by layout. */
export const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    ...publicRoutes,
    ...authPublicRoutes,
    ...teamJoinRoutes,
    ...errorRoutes,
    ...devRoutes,
  ]),
  onboardingLayout.addChildren([...authOnboardingRoutes, ...influencerRoutes]),
  portalLayout.addChildren([
    ...providerRoutes,
    ...productsRoutes,
    ...profileRoutes,
    ...paymentsRoutes,
    ...wizardRoutes,
    ...transportationRoutes,
    ...reservationsRoutes,
    ...reportsRoutes,
    ...calendarOverviewRoutes,
    ...messagesRoutes,
    ...calendarRoutes,
    ...promotionsRoutes,
    ...helpRoutes,
    ...siteRoutes,
    ...notificationsRoutes,
    ...teamRoutes,
    notAllowedRoute,
  ]),
]);

/** The app's router; tests build their own with a memory history and a fresh query client. */
export function createAppRouter(client: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient: client },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Unknown paths are handled once, at the root, without loading any layout (and its sign-in guard).
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundRedirect,
    // A failing page keeps its layout around the 500 content; the root catches what is left. Loaded with the
    // app, so a screen whose chunk fails to download still gets it.
    defaultErrorComponent: ServerErrorPage,
    // Every screen's code is its own chunk: one still downloading after a moment shows a page skeleton.
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 200,
  });
}

export const router = createAppRouter(queryClient);

/**
 * Starts downloading the code of the screen at `pathname` (its layout's and its own lazy chunks, with the catalogs
 * they ask for) without waiting for the first render: the entry calls it beside the language's messages, so a
 * first visit on a phone spends one round trip on both instead of one after the other (issue 28). The router finds
 * the same downloads under way when it renders. A download that fails is the router's to report, then.
 */
export function startScreenCode(pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
