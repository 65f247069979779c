import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { appEmailChangeMachine } from './emailChangeActors.ts';
import { useLinkLanguage } from './useLinkLanguage.ts';

const route = getRouteApi('/public/confirm-email');

/** The route's view (a lazy chunk): the secret and language come from the mailed link. */
export function ConfirmEmailRoute() {
  const { secret, language } = route.useSearch();
  return <ConfirmEmailPage secret={secret} language={language} />;
}

interface ConfirmEmailPageProps {
  secret: string;
  language?: 'es' | 'en' | undefined;
}

/**
 * The link mailed to a new login email: opening it makes the address the account's login and ends every
 * session, so the person signs in again with it (emailChange machine).
 */
export function ConfirmEmailPage({ secret, language }: ConfirmEmailPageProps) {
  useLinkLanguage(language);
  const [snapshot, send] = useActor(appEmailChangeMachine, { input: { secret } });
  const { email, failure } = snapshot.context;

  if (snapshot.matches('confirming')) {
    return (
      <AuthCard title={<Trans>Confirmar el nuevo correo</Trans>}>
        <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
          <Loader size="lg" />
          <Text>
            <Trans>Confirmando tu nuevo correo de acceso…</Trans>
          </Text>
        </Stack>
      </AuthCard>
    );
  }
  if (snapshot.matches('changed')) {
    return (
      <AuthCard title={<Trans>Correo de acceso cambiado</Trans>}>
        <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
          <Trans>
            Desde ahora inicias sesión con <strong>{email}</strong>. Por seguridad cerramos todas tus sesiones
            abiertas.
          </Trans>
        </Alert>
        <ButtonLink to="/login" search={{}}>
          <Trans>Iniciar sesión</Trans>
        </ButtonLink>
      </AuthCard>
    );
  }
  const canRetry = snapshot.can({ type: 'confirm.retry' });
  return (
    <AuthCard title={<Trans>No pudimos cambiar tu correo</Trans>}>
      <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
        {canRetry ? (
          <Trans>No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.</Trans>
        ) : failure?.status === 403 ? (
          <Trans>Ese correo ya lo usa otra cuenta. Tu cuenta conserva su correo anterior.</Trans>
        ) : (
          <Trans>
            El enlace no es válido o ya caducó. Pide el cambio de nuevo desde tu cuenta; tu correo anterior
            sigue vigente.
          </Trans>
        )}
      </Alert>
      <Group grow preventGrowOverflow={false} wrap="wrap">
        {canRetry && (
          <Button leftSection={<IconRefresh size={16} />} onClick={() => send({ type: 'confirm.retry' })}>
            <Trans>Intentar de nuevo</Trans>
          </Button>
        )}
        <ButtonLink to="/login" search={{}} variant={canRetry ? 'default' : 'filled'}>
          <Trans>Iniciar sesión</Trans>
        </ButtonLink>
      </Group>
    </AuthCard>
  );
}
