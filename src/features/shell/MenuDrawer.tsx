import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import type { AuthUser } from '../../api/session.ts';
import { BrandLogo } from '../../ui/BrandLogo.tsx';
import { SideMenu } from './SideMenu.tsx';

interface MenuDrawerProps {
  opened: boolean;
  user: AuthUser;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * The side menu on a phone, in a drawer. Its own chunk: a drawer brings Mantine's modal base, ScrollArea and
 * Floating UI (~25 KiB gzip), which a desktop never needs; PortalShell fetches it on a narrow screen.
 */
export function MenuDrawer({ opened, user, onClose, onSignOut }: MenuDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={300}
      padding="sm"
      title={<BrandLogo size="md" />}
      closeButtonProps={{ 'aria-label': t`Cerrar menú` }}
    >
      <nav aria-label={t`Menú principal`} style={{ height: 'calc(100dvh - 90px)' }}>
        <SideMenu user={user} onSignOut={onSignOut} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
