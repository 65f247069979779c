import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipToContent } from '../../ui/SkipToContent.tsx';
import { AppHeader } from './AppHeader.tsx';

/** As tall as the signed-in layout's header, so the logo does not jump at sign-in. */
const HEADER_HEIGHT = 60;

/**
 * Layout of public, auth and onboarding pages: the header over the page. Plain landmarks, not Mantine's AppShell
 * (with no side menu it adds nothing but 6 KiB gzip to the first download of every public page).
 */
export function PublicShell({ children }: { children?: ReactNode }) {
  return (
    <>
      <SkipToContent />
      <Box
        component="header"
        h={HEADER_HEIGHT}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <AppHeader />
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} p="md">
        {children ?? <Outlet />}
      </Box>
    </>
  );
}
