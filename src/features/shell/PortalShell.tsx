import { useLingui } from '@lingui/react/macro';
import { Burger, Center, Indicator, Loader } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSession } from '../../api/session.ts';
import { usePendingReservationCount, useUnreadMessageCount } from '../../api/waitingCounts.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { MAIN_CONTENT_ID, SkipToContent } from '../../ui/SkipToContent.tsx';
import { AppHeader } from './AppHeader.tsx';
import { SideMenu } from './SideMenu.tsx';
import { signOut } from './signOut.ts';
import './PortalShell.css';

/** The phone's menu drawer; only a narrow screen renders it, so only a phone fetches its code (after the draw). */
const MenuDrawer = dialogAfterDraw(() => import('./MenuDrawer.tsx').then((module) => module.MenuDrawer));

/**
 * Layout of the signed-in pages: header, side menu (drawer on mobile), page. SPEC §9: the side menu is 190 px wide;
 * below the `sm` breakpoint it moves into a drawer (the grid is PortalShell.css).
 */
export function PortalShell() {
  const { t } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const [drawerOpened, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery('(min-width: 48em)');
  const signingOut = useRef(false);
  const waiting = useUnreadMessageCount() + usePendingReservationCount() > 0;

  useEffect(() => {
    if (isDesktop) drawer.close();
  }, [isDesktop, drawer]);

  // The session can also vanish without the menu (the API answered 401 because it ended: a password
  // change elsewhere, a role taken away; another tab signed out): nothing of it stays in the caches, and
  // running the guards again sends the visitor to login, with the way back to this page.
  useEffect(() => {
    if (session || signingOut.current) return;
    queryClient.clear();
    void router.invalidate();
  }, [session, router, queryClient]);

  if (!session) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t`Cargando`} />
      </Center>
    );
  }

  const handleSignOut = () => {
    signingOut.current = true;
    drawer.close();
    void signOut(queryClient, () => navigate({ to: '/login' }));
  };

  return (
    <div className="portal-shell">
      <SkipToContent />
      <header className="portal-shell__header">
        <AppHeader
          menuButton={
            // On a phone the menu's badges are hidden in the drawer: a dot on the burger says something waits.
            <Indicator hiddenFrom="sm" disabled={!waiting || drawerOpened} color="red" size={9} offset={3}>
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                size="sm"
                aria-label={
                  drawerOpened
                    ? t`Cerrar menú`
                    : waiting
                      ? t`Abrir menú: hay mensajes o reservas pendientes`
                      : t`Abrir menú`
                }
                aria-expanded={drawerOpened}
              />
            </Indicator>
          }
        />
      </header>
      <nav className="portal-shell__menu" aria-label={t`Menú principal`}>
        <SideMenu user={session.user} onSignOut={handleSignOut} />
      </nav>
      {isDesktop === false && (
        <MenuDrawer
          opened={drawerOpened}
          user={session.user}
          onClose={drawer.close}
          onSignOut={handleSignOut}
        />
      )}
      <main className="portal-shell__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
