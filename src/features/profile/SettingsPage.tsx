import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBell,
  IconBuildingStore,
  IconChevronRight,
  IconCreditCard,
  IconLanguage,
  IconReceiptTax,
  IconShieldLock,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isCompany, useSession } from '../../api/session.ts';
import { handlesPayouts, teamRoleOf } from '../../api/teamRole.ts';
import { NavLinkLink } from '../../ui/NavLinkLink.tsx';

type SettingsLink =
  | '/profile'
  | '/settings/profile'
  | '/settings/profile-business'
  | '/settings/security-acount'
  | '/settings/language-location'
  | '/settings/notifications'
  | '/settings/collection-info'
  | '/settings/billing-info';

function Section({
  to,
  icon,
  label,
  description,
}: {
  to: SettingsLink;
  icon: ReactNode;
  label: ReactNode;
  description: ReactNode;
}) {
  return (
    <NavLinkLink
      to={to}
      label={<Text fw={600}>{label}</Text>}
      description={description}
      leftSection={icon}
      rightSection={<IconChevronRight size={18} aria-hidden />}
      py="sm"
    />
  );
}

/**
 * /settings: the settings sections as a list of links; the business profile only for a company. A member of the
 * company's team (issue 32) has no payout or billing sections (the owner's), and staff no business profile either.
 */
export function SettingsPage() {
  const { t } = useLingui();
  const user = useSession()?.user;
  const company = user ? isCompany(user) && teamRoleOf(user) !== 'staff' : false;
  const withPayouts = user ? handlesPayouts(user) : false;
  return (
    <Container size={760} px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Configuración</Trans>
        </Title>
        <Paper withBorder radius="md" p={0}>
          <nav aria-label={t`Secciones de la configuración`}>
            <Section
              to="/profile"
              icon={<IconUserCircle size={22} aria-hidden />}
              label={<Trans>Ver mi perfil</Trans>}
              description={<Trans>Un resumen de todo lo que tienes guardado</Trans>}
            />
            <Section
              to="/settings/profile"
              icon={<IconUser size={22} aria-hidden />}
              label={<Trans>Información personal</Trans>}
              description={<Trans>Nombre, teléfonos, fecha de nacimiento, idiomas y foto</Trans>}
            />
            {company && (
              <Section
                to="/settings/profile-business"
                icon={<IconBuildingStore size={22} aria-hidden />}
                label={<Trans>Perfil de empresa</Trans>}
                description={<Trans>Nombre, correo, teléfonos y logo de tu empresa</Trans>}
              />
            )}
            <Section
              to="/settings/security-acount"
              icon={<IconShieldLock size={22} aria-hidden />}
              label={<Trans>Cuenta y seguridad</Trans>}
              description={<Trans>Correo de inicio de sesión y contraseña</Trans>}
            />
            <Section
              to="/settings/language-location"
              icon={<IconLanguage size={22} aria-hidden />}
              label={<Trans>Idioma y ubicación</Trans>}
              description={<Trans>País, departamento, ciudad e idioma del portal</Trans>}
            />
            {/* issue 32: Web Push on this device and the switches per kind */}
            <Section
              to="/settings/notifications"
              icon={<IconBell size={22} aria-hidden />}
              label={<Trans>Notificaciones</Trans>}
              description={<Trans>Avisos de reservas y mensajes en este dispositivo</Trans>}
            />
            {withPayouts && (
              <>
                <Section
                  to="/settings/collection-info"
                  icon={<IconCreditCard size={22} aria-hidden />}
                  label={<Trans>Información de cobro</Trans>}
                  description={<Trans>Cómo y a qué cuenta recibes tus pagos</Trans>}
                />
                <Section
                  to="/settings/billing-info"
                  icon={<IconReceiptTax size={22} aria-hidden />}
                  label={<Trans>Información de facturación</Trans>}
                  description={<Trans>Tus datos fiscales para la facturación</Trans>}
                />
              </>
            )}
          </nav>
        </Paper>
      </Stack>
    </Container>
  );
}
