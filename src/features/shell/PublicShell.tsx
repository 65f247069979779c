import { AppShell } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipToContent } from '../../ui/SkipToContent.tsx';
import { AppHeader } from './AppHeader.tsx';

/** Layout of public, auth and onboarding pages: the header over the page. */
export function PublicShell({ children }: { children?: ReactNode }) {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <SkipToContent />
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
