import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { type UseNavigateResult, useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import type { VerificationIntent } from '../../../machines/signupRole.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { verificationFailureMessage } from './authFailures.ts';
import { appAccountVerificationMachine } from './registrationActors.ts';
import { useLinkLanguage } from './useLinkLanguage.ts';

interface AccountVerificationPageProps {
  secret: string;
  redirect?: string | undefined;
  language?: 'es' | 'en' | undefined;
}

/** The emailed verification link: verifies, signs in and routes by role (SPEC §4). */
export function AccountVerificationPage({ secret, redirect, language }: AccountVerificationPageProps) {
  useLinkLanguage(language);
  if (!secret)
    return <LinkRefused message={<Trans>El enlace no es válido o ya caducó. Solicita uno nuevo.</Trans>} />;
  return <Verification secret={secret} redirect={redirect} language={language} />;
}

function Verification(input: AccountVerificationPageProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [snapshot, send] = useActor(appAccountVerificationMachine, { input });
  const { destination } = snapshot.context;
  const signedIn = snapshot.matches('signedIn');
  const mustSignIn = snapshot.matches('mustSignIn');

  useEffect(() => {
    if (signedIn && destination) void followVerificationIntent(navigate, destination);
    if (mustSignIn) void navigate({ to: '/login', search: { notice: 'verified' }, replace: true });
  }, [signedIn, mustSignIn, destination, navigate]);

  if (snapshot.matches('rejected') && snapshot.context.failure) {
    return (
      <LinkRefused
        message={_(verificationFailureMessage(snapshot.context.failure))}
        retry={snapshot.can({ type: 'verify.retry' }) ? () => send({ type: 'verify.retry' }) : undefined}
      />
    );
  }
  return (
    <AuthCard title={<Trans>Verificación de la cuenta</Trans>}>
      <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text>
          <Trans>Verificando tu cuenta…</Trans>
        </Text>
      </Stack>
    </AuthCard>
  );
}

/** The machine's intent as a typed route (a renamed route fails to compile), replacing the link's page. */
function followVerificationIntent(
  navigate: UseNavigateResult<string>,
  intent: VerificationIntent,
): Promise<void> {
  switch (intent.to) {
    case 'influencerInformation':
      return navigate({ to: '/influencer-information', replace: true });
    case 'agentInformation':
      return navigate({ to: '/bussines-agent', replace: true });
    case 'qr':
      return navigate({ to: '/qr', replace: true });
    case 'optionInitial':
      return navigate({
        to: '/option-initial',
        search: intent.redirect ? { redirect: intent.redirect } : {},
        replace: true,
      });
  }
}

function LinkRefused({ message, retry }: { message: React.ReactNode; retry?: (() => void) | undefined }) {
  return (
    <AuthCard title={<Trans>No pudimos verificar tu cuenta</Trans>}>
      <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
        {message}
      </Alert>
      <Text size="sm">
        <Trans>
          Si ya verificaste tu cuenta, inicia sesión. Si el enlace caducó, pide uno nuevo con tu correo.
        </Trans>
      </Text>
      <Group grow preventGrowOverflow={false} wrap="wrap">
        {retry && (
          <Button leftSection={<IconRefresh size={16} />} onClick={retry}>
            <Trans>Intentar de nuevo</Trans>
          </Button>
        )}
        <ButtonLink to="/login" search={{}} variant={retry ? 'default' : 'filled'}>
          <Trans>Iniciar sesión</Trans>
        </ButtonLink>
        <ButtonLink to="/verify-account" search={{ sent: 'verification' }} variant="default">
          <Trans>Reenviar enlace</Trans>
        </ButtonLink>
      </Group>
    </AuthCard>
  );
}
