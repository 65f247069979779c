import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { queryClient, router } from './router.ts';
import { theme } from './theme.ts';

/** Everything a screen expects around it: translations, theme, modals, toasts, server data. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

export function App() {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
