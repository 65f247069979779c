import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Box, Divider, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarMonth,
  IconChartBar,
  IconChecklist,
  IconFileText,
  IconHeadset,
  IconHelpCircle,
  IconLayoutDashboard,
  IconLifebuoy,
  IconLogout,
  IconMap,
  IconMessage,
  IconPackage,
  IconQrcode,
  IconSquarePlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { hasAnyRole, PRODUCT_ROLES } from '../../../machines/roles.ts';
import { supportRequestsQuery } from '../../api/helpQueries.ts';
import { type AuthUser, rolesOf } from '../../api/session.ts';
import { teamRoleOf } from '../../api/teamRole.ts';
import { usePendingReservationCount, useUnreadMessageCount } from '../../api/waitingCounts.ts';
import { LazyHelpDialog } from '../../ui/LazyHelpDialog.tsx';
import { NavLinkLink } from '../../ui/NavLinkLink.tsx';
import { isMenuItemActive, type MenuItemKey, menuItemsFor } from './menuItems.ts';
import { ProfileBlock } from './ProfileBlock.tsx';

interface SideMenuProps {
  user: AuthUser;
  onSignOut: () => void;
  /** Called after following a link (closes the mobile drawer). */
  onNavigate?: () => void;
}

const ICONS: Record<MenuItemKey, ReactNode> = {
  dashboard: <IconLayoutDashboard size={18} stroke={1.6} />,
  'add-products': <IconSquarePlus size={18} stroke={1.6} />,
  'my-products': <IconPackage size={18} stroke={1.6} />,
  calendar: <IconCalendarMonth size={18} stroke={1.6} />,
  reservations: <IconCalendarEvent size={18} stroke={1.6} />,
  reports: <IconChartBar size={18} stroke={1.6} />,
  review: <IconChecklist size={18} stroke={1.6} />,
  support: <IconHeadset size={18} stroke={1.6} />,
  messages: <IconMessage size={18} stroke={1.6} />,
  qr: <IconQrcode size={18} stroke={1.6} />,
  'white-landing': <IconMap size={18} stroke={1.6} />,
  faq: <IconHelpCircle size={18} stroke={1.6} />,
  team: <IconUsersGroup size={18} stroke={1.6} />,
  terms: <IconFileText size={18} stroke={1.6} />,
};

/** Tighter than Mantine's default so the labels fit the 190 px menu of SPEC §9. */
const NAV_LINK_STYLES = {
  root: { borderRadius: 'var(--mantine-radius-md)', paddingInline: 8 },
  section: { marginInlineEnd: 8 },
} as const;

function MenuLabel({ item }: { item: MenuItemKey }) {
  switch (item) {
    case 'dashboard':
      return <Trans>Panel de control</Trans>;
    case 'add-products':
      return <Trans>Agregar producto</Trans>;
    case 'my-products':
      return <Trans>Mis productos</Trans>;
    case 'calendar':
      return <Trans>Calendario</Trans>;
    case 'reservations':
      return <Trans>Reservas</Trans>;
    case 'reports':
      return <Trans>Reportes</Trans>;
    case 'review':
      return <Trans>Revisión de productos</Trans>;
    case 'support':
      return <Trans>Soporte</Trans>;
    case 'messages':
      return <Trans>Mensajes</Trans>;
    case 'qr':
      return <Trans>Mi QR</Trans>;
    case 'white-landing':
      return <Trans>Mis landings</Trans>;
    case 'faq':
      return <Trans>Preguntas frecuentes</Trans>;
    case 'team':
      return <Trans>Equipo</Trans>;
    case 'terms':
      return <Trans>Términos y condiciones</Trans>;
  }
}

/** A count on a menu entry, read out in words; nothing when there is nothing to count. */
function countBadge(count: number, color: string, label: ReactNode): ReactNode {
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle color={color}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}

/** The operator's unseen help messages, meeting requests and requests to join, on the support entry. */
function SupportBadge() {
  const { data } = useQuery({ ...supportRequestsQuery(), refetchInterval: 60_000 });
  const unseen = data ? data.unseen.help + data.unseen.meeting + data.unseen.join : 0;
  return countBadge(
    unseen,
    'red',
    <Plural value={unseen} one="# solicitud sin ver" other="# solicitudes sin ver" />,
  );
}

/** The portal's side menu (SPEC §2 Screens, §6 role rules): profile block, entries, sign-out. */
export function SideMenu({ user, onSignOut, onNavigate }: SideMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const items = menuItemsFor(rolesOf(user), teamRoleOf(user));
  const unread = useUnreadMessageCount();
  const pending = usePendingReservationCount();
  const [helpOpened, setHelpOpened] = useState(false);
  // Staff answer reservations and messages only (issue 32): writing to support is the manager's and the owner's.
  const withHelp = hasAnyRole(rolesOf(user), PRODUCT_ROLES) && teamRoleOf(user) !== 'staff';
  const badges: Partial<Record<MenuItemKey, ReactNode>> = {
    messages: countBadge(
      unread,
      'red',
      <Plural value={unread} one="# mensaje sin leer" other="# mensajes sin leer" />,
    ),
    reservations: countBadge(
      pending,
      'orange',
      <Plural value={pending} one="# reserva por confirmar" other="# reservas por confirmar" />,
    ),
    support: items.some((item) => item.key === 'support') ? <SupportBadge /> : null,
  };

  return (
    <Stack gap="xs" h="100%">
      <ProfileBlock user={user} onNavigate={onNavigate} />
      <Divider />
      {/* The browser's own scrolling: Mantine's ScrollArea brings Floating UI (18 KiB gzip) to every signed-in page. */}
      <Box style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLinkLink
                to={item.to}
                onClick={onNavigate}
                label={
                  item.key === 'qr' ? (
                    <>
                      <MenuLabel item={item.key} />{' '}
                      <Badge size="xs" color="orange" variant="light" component="span">
                        <Trans>Nuevo</Trans>
                      </Badge>
                    </>
                  ) : (
                    <MenuLabel item={item.key} />
                  )
                }
                leftSection={ICONS[item.key]}
                rightSection={badges[item.key] ?? undefined}
                active={isMenuItemActive(item, pathname)}
                variant="light"
                styles={NAV_LINK_STYLES}
              />
            </li>
          ))}
        </Stack>
      </Box>
      <Divider />
      {withHelp ? (
        <>
          <NavLink
            component="button"
            type="button"
            onClick={() => setHelpOpened(true)}
            label={<Trans>Ayuda</Trans>}
            leftSection={<IconLifebuoy size={18} stroke={1.6} />}
            aria-haspopup="dialog"
            styles={NAV_LINK_STYLES}
          />
          <LazyHelpDialog opened={helpOpened} onClose={() => setHelpOpened(false)} me={user._id} />
        </>
      ) : null}
      <NavLink
        component="button"
        type="button"
        onClick={onSignOut}
        label={<Trans>Cerrar sesión</Trans>}
        leftSection={<IconLogout size={18} stroke={1.6} />}
        c="red.8"
        styles={NAV_LINK_STYLES}
      />
    </Stack>
  );
}
