import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import { clearSession } from '../../api/session.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
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

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'changed'; email: string }
  | { kind: 'refused'; reason: 'link' | 'taken' }
  | { kind: 'offline' };

/**
 * The link mailed to a new login email: opening it makes the address the account's login and ends every
 * session, so the person signs in again with it. The secret is single-use: it is sent once per visit.
 */
export function ConfirmEmailPage({ secret, language }: ConfirmEmailPageProps) {
  useLinkLanguage(language);
  const [outcome, setOutcome] = useState<Outcome>(
    secret ? { kind: 'confirming' } : { kind: 'refused', reason: 'link' },
  );
  const sent = useRef(false);

  const confirm = useCallback(async () => {
    setOutcome({ kind: 'confirming' });
    try {
      const { data, response } = await api.POST('/users/confirm-email', { body: { secret } });
      if (data) {
        // Every session of the account ended, this browser's too.
        clearSession();
        setOutcome({ kind: 'changed', email: data.email });
      } else if (response.status === 403) setOutcome({ kind: 'refused', reason: 'taken' });
      else if (response.status === 400) setOutcome({ kind: 'refused', reason: 'link' });
      else setOutcome({ kind: 'offline' });
    } catch {
      setOutcome({ kind: 'offline' });
    }
  }, [secret]);

  useEffect(() => {
    if (!secret || sent.current) return;
    sent.current = true;
    void confirm();
  }, [secret, confirm]);

  if (outcome.kind === 'confirming') {
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
  if (outcome.kind === 'changed') {
    const { email } = outcome;
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
  return (
    <AuthCard title={<Trans>No pudimos cambiar tu correo</Trans>}>
      <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
        {outcome.kind === 'offline' ? (
          <Trans>No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.</Trans>
        ) : outcome.reason === 'taken' ? (
          <Trans>Ese correo ya lo usa otra cuenta. Tu cuenta conserva su correo anterior.</Trans>
        ) : (
          <Trans>
            El enlace no es válido o ya caducó. Pide el cambio de nuevo desde tu cuenta; tu correo anterior
            sigue vigente.
          </Trans>
        )}
      </Alert>
      <Group grow preventGrowOverflow={false} wrap="wrap">
        {outcome.kind === 'offline' && (
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void confirm()}>
            <Trans>Intentar de nuevo</Trans>
          </Button>
        )}
        <ButtonLink to="/login" search={{}} variant={outcome.kind === 'offline' ? 'default' : 'filled'}>
          <Trans>Iniciar sesión</Trans>
        </ButtonLink>
      </Group>
    </AuthCard>
  );
}
