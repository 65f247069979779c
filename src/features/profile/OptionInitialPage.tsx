import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Modal, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconClipboardList, IconRocket } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { safeRedirect } from '../../api/redirects.ts';
import { useSession } from '../../api/session.ts';
import { IncompleteProfileBanner } from '../../ui/IncompleteProfileBanner.tsx';
import { AccountTypeChoice } from './AccountTypeChoice.tsx';

/** SPEC §2 initial option: complete the profile now, or start listing straight away. */
export function OptionInitialPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const [choosing, dialog] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const firstName = session?.user.tb_lg_person.first_name;

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {firstName ? (
              <Trans>¡Hola, {firstName}! ¿Cómo quieres empezar?</Trans>
            ) : (
              <Trans>¿Cómo quieres empezar?</Trans>
            )}
          </Title>
          <Text c="dimmed">
            <Trans>Puedes cambiar de opinión en cualquier momento desde tu perfil.</Trans>
          </Text>
        </Stack>
        {session && !session.user.basic_profile && <IncompleteProfileBanner withAction={false} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <OptionCard
            icon={<IconClipboardList size={28} />}
            title={<Trans>Completar información ahora</Trans>}
            text={
              <Trans>
                Cuéntanos si eres empresa o persona y completa tu perfil. Es necesario para publicar.
              </Trans>
            }
            action={
              <Button onClick={dialog.open} fullWidth>
                <Trans>Completar información</Trans>
              </Button>
            }
          />
          <OptionCard
            icon={<IconRocket size={28} />}
            title={<Trans>Empezar a escalar</Trans>}
            text={<Trans>Agrega tu primer producto ahora y completa tu perfil más tarde.</Trans>}
            action={
              <Button
                variant="light"
                fullWidth
                onClick={() => navigate({ href: safeRedirect(redirect, '/add-products') })}
              >
                <Trans>Empezar ahora</Trans>
              </Button>
            }
          />
        </SimpleGrid>
      </Stack>
      <Modal
        opened={choosing}
        onClose={dialog.close}
        title={t`Tipo de cuenta`}
        size={600}
        fullScreen={phone}
        centered
      >
        <AccountTypeChoice redirect={redirect} onCancel={dialog.close} />
      </Modal>
    </Container>
  );
}

function OptionCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
          {text}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
