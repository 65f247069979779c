import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { queryClient, router } from './router.ts';
import { cssVariablesResolver, themeWithLabels } from './theme.ts';

/** Mantine with the portal's theme, whose labels for Mantine's own controls follow the interface language. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const closeNotice = t`Cerrar aviso`;
  const closeDialog = t`Cerrar el diálogo`;
  const theme = useMemo(() => themeWithLabels({ closeNotice, closeDialog }), [closeNotice, closeDialog]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/**
 * Everything a screen expects around it: translations, theme, server data. Dialogs opened by event and toasts
 * belong to the signed-in pages, whose layout brings them (src/routes/portalLayout.lazy.tsx).
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ThemeProvider>
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
