import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../ui/BrandLogo.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { AuthPageToggle } from './AuthPageToggle.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The header of every layout: logo to the dashboard, login/register toggle, Es/En switch. */
export function AppHeader({ menuButton }: { menuButton?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        {menuButton}
        <AnchorLink
          to="/dashboard"
          underline="never"
          aria-label={t`Portal de proveedores: ir al panel de control`}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <BrandLogo compact />
        </AnchorLink>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <AuthPageToggle />
        <LanguageSwitch />
      </Group>
    </Group>
  );
}
