import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { authRoutes } from '../routes/auth.routes.tsx';
import { onboardingLayout, portalLayout, publicLayout } from '../routes/layouts.tsx';
import { rootRoute } from '../routes/root.tsx';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([...authRoutes.slice(0, 6)]),
  onboardingLayout.addChildren([...authRoutes.slice(6)]),
  portalLayout,
]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
