import { Trans } from '@lingui/react/macro';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSession } from '../api/session.ts';
import { ButtonLink } from './RouterLinks.tsx';

interface UnderConstructionProps {
  /** The screen's name, so the visitor knows where they are. */
  title?: ReactNode;
}

/** A screen of SPEC §2 that is not built yet says so plainly. */
export function UnderConstruction({ title }: UnderConstructionProps) {
  const signedIn = useSession() !== null;
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={480}>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconTools size={30} />
        </ThemeIcon>
        {title ? (
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
        ) : null}
        <Text fw={600} ta="center" size={title ? 'md' : 'xl'}>
          <Trans>En construcción</Trans>
        </Text>
        <Text c="dimmed" ta="center">
          <Trans>Esta pantalla todavía no está disponible. Estamos trabajando en ella.</Trans>
        </Text>
        {signedIn ? (
          <ButtonLink to="/dashboard" variant="light">
            <Trans>Ir al panel de control</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink to="/" variant="light">
            <Trans>Ir al inicio</Trans>
          </ButtonLink>
        )}
      </Stack>
    </Center>
  );
}
