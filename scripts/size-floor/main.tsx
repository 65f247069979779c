/*
 * The least a sign-in page can download on this project's stack (`npm run size` builds and weighs it, `npm run
 * bench:web` measures how it loads): React 19, TanStack Router with one route, TanStack Query's provider, Lingui
 * with an empty catalog, Mantine's provider and the controls of an empty sign-in form. No API client, no
 * validation, no layout, no messages: the portal's /login can only be heavier.
 */
// Mantine's stylesheet, as the app's entry imports it, so the page loads and draws as the app's pages do;
// `npm run size` weighs only the JavaScript.
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider, Trans } from '@lingui/react';
import { Anchor, Button, MantineProvider, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

i18n.loadAndActivate({ locale: 'es', messages: {} });
const queryClient = new QueryClient();

function SignIn() {
  return (
    <Stack>
      <Title>
        <Trans id="title" />
      </Title>
      <TextInput label="Email" />
      <PasswordInput label="Password" />
      <Button>Go</Button>
      <Anchor href="/forgot-password">?</Anchor>
    </Stack>
  );
}

const root = createRootRoute({ component: Outlet });
const login = createRoute({ getParentRoute: () => root, path: '/login', component: SignIn });
const router = createRouter({ routeTree: root.addChildren([login]) });

createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </MantineProvider>,
);
