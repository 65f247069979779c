import { Trans } from '@lingui/react/macro';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome, IconLayoutDashboard } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../api/session.ts';
import { LazyPartView, lazyPart } from '../../ui/LazyPart.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/**
 * The support address comes with its own code: it needs the server's answer anyway, and the query hooks it asks
 * with stay out of the first download every page makes, which carries these pages so that they draw even when a
 * screen's code cannot be fetched (issue 28).
 */
const supportContact = lazyPart(() => import('./SupportContact.tsx').then((module) => module.SupportContact));

interface ErrorStateProps {
  status: number;
  title: ReactNode;
  description?: ReactNode;
}

/** The body of the 404, 500 and general error pages: what happened, ways out, and who to ask. */
export function ErrorState({ status, title, description }: ErrorStateProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const signedIn = useSession() !== null;
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" maw={560}>
        <Text
          component="p"
          fw={800}
          c="teal.7"
          lh={1}
          style={{ fontSize: 'clamp(4rem, 18vw, 8rem)' }}
          aria-hidden="true"
        >
          {status}
        </Text>
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" ta="center">
            {description}
          </Text>
        ) : null}
        <Group justify="center" gap="sm">
          <ButtonLink to="/" leftSection={<IconHome size={18} />} variant="filled">
            <Trans>Ir al inicio</Trans>
          </ButtonLink>
          {canGoBack ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} />}
              onClick={() => router.history.back()}
            >
              <Trans>Volver</Trans>
            </Button>
          ) : null}
          {signedIn ? (
            <ButtonLink to="/dashboard" variant="light" leftSection={<IconLayoutDashboard size={18} />}>
              <Trans>Ir al panel de control</Trans>
            </ButtonLink>
          ) : null}
        </Group>
        <LazyPartView part={supportContact} loading={null} failed={() => null}>
          {(Contact) => <Contact />}
        </LazyPartView>
      </Stack>
    </Center>
  );
}
