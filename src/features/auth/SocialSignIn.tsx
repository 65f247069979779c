import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { toRequestFailure } from '../../../machines/requestFailure.ts';
import type { Role } from '../../../machines/signupRole.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { loadScript } from '../../ui/externalScripts.ts';
import { socialSignInFailureMessage } from './authFailures.ts';
import { publicConfigQuery } from './authQueries.ts';
import { destinationAfterLogin, startSession } from './authSession.ts';

interface SocialSignInProps {
  redirect?: string | undefined;
  /** The role a new account gets (register screen). */
  role?: Role | undefined;
}

/** Google and Facebook sign-in, shown only for the providers the server has configured. */
export function SocialSignIn({ redirect, role }: SocialSignInProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const config = useQuery(publicConfigQuery).data;
  const oauth = useMutation({
    mutationFn: async ({ provider, token }: { provider: 'google' | 'facebook'; token: string }) => {
      const body = {
        token,
        language_code: currentLanguage(),
        ...(role ? { role } : {}),
        ...(redirect ? { redirect } : {}),
      };
      return unwrap(
        provider === 'google'
          ? await api.POST('/users/oauth/google', { body })
          : await api.POST('/users/oauth/facebook', { body }),
      );
    },
    onSuccess: async (answer) => {
      await startSession({ token: answer.access_token, user: answer.user });
      await navigate({ href: destinationAfterLogin(answer.user, redirect || answer.redirect || undefined) });
    },
  });

  const googleClientId = config?.google_client_id;
  const facebookAppId = config?.facebook_app_id;
  if (!googleClientId && !facebookAppId) return null;
  return (
    <Stack gap="sm">
      <Divider label={<Trans>o continúa con</Trans>} labelPosition="center" />
      {googleClientId && (
        <GoogleButton
          clientId={googleClientId}
          onCredential={(token) => oauth.mutate({ provider: 'google', token })}
        />
      )}
      {facebookAppId && (
        <FacebookButton
          appId={facebookAppId}
          busy={oauth.isPending}
          onToken={(token) => oauth.mutate({ provider: 'facebook', token })}
        />
      )}
      {oauth.error && (
        <Alert color="red" role="alert">
          {i18n._(socialSignInFailureMessage(toRequestFailure(oauth.error)))}
        </Alert>
      )}
    </Stack>
  );
}

function GoogleButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (token: string) => void;
}) {
  const { i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  useEffect(() => {
    let cancelled = false;
    loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const google = window.google;
        if (cancelled || !google || !host.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (a) => callback.current(a.credential),
        });
        google.accounts.id.renderButton(host.current, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: host.current.clientWidth || 320,
          locale: i18n.locale,
        });
      })
      .catch((error: unknown) => console.warn('Google sign-in unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [clientId, i18n.locale]);
  return <Box ref={host} mih={44} />;
}

function FacebookButton({
  appId,
  busy,
  onToken,
}: {
  appId: string;
  busy: boolean;
  onToken: (token: string) => void;
}) {
  const signIn = async () => {
    await loadScript('https://connect.facebook.net/en_US/sdk.js');
    const fb = window.FB;
    if (!fb) return;
    fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
    fb.login(
      (answer) => {
        if (answer.authResponse?.accessToken) onToken(answer.authResponse.accessToken);
      },
      { scope: 'email' },
    );
  };
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandFacebook size={18} color="#1877F2" />}
      loading={busy}
      onClick={() =>
        void signIn().catch((error: unknown) => console.warn('Facebook sign-in unavailable', error))
      }
    >
      <Trans>Continuar con Facebook</Trans>
    </Button>
  );
}
