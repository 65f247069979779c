import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { toRequestFailure } from '../../../machines/requestFailure.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { focusFirstInvalid } from '../../ui/formFeedback.ts';
import { LazyPartView, lazyPart } from '../../ui/LazyPart.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { isUnverifiedEmail, loginFailureMessage } from './authFailures.ts';
import { destinationAfterLogin, startSession } from './authSession.ts';
import { type LoginErrors, type LoginValues, loginErrors } from './loginRules.ts';

/*
 * What the form does not need to draw comes after it (issue 28): the social sign-in draws nothing until the server's
 * public configuration answers anyway, and the resend button shows only after a sign-in refused for an unverified
 * email. Neither holds the page if its code fails to come: the form signs in without them.
 */
const socialSignIn = lazyPart(() => import('./SocialSignIn.tsx').then((module) => module.SocialSignIn));
const resendVerification = lazyPart(() =>
  import('./ResendVerificationButton.tsx').then((module) => module.ResendVerificationButton),
);

const route = getRouteApi('/public/login');

/**
 * The route's view (a lazy chunk): where to go after signing in, and what the previous screen confirmed, come from
 * the URL. A component of the route rather than a lazy route file, so the sign-in page needs none of the lazy
 * route's code (issue 28).
 */
export function LoginRoute() {
  const { redirect, notice } = route.useSearch();
  return <LoginPage redirect={redirect} notice={notice} />;
}

interface LoginPageProps {
  redirect?: string | undefined;
  /** A confirmation carried over from the previous screen. */
  notice?: 'verified' | 'password-reset' | undefined;
}

export function LoginPage({ redirect, notice }: LoginPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // Set by a submit; as with @mantine/form's defaults, a field's message goes when it changes and comes back
  // only with the next submit. Kept untranslated, so a message on screen follows a change of language.
  const [errors, setErrors] = useState<LoginErrors>({});

  const login = useMutation({
    mutationFn: async (sent: LoginValues) =>
      unwrap(await api.POST('/users/login', { body: { ...sent, email: sent.email.trim() } })),
    onSuccess: async (session) => {
      await startSession(session);
      await navigate({ href: destinationAfterLogin(session.user, redirect), replace: true });
    },
  });
  const failure = login.error ? toRequestFailure(login.error) : null;

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid();
    else login.mutate(values);
  };
  const errorOf = (field: keyof LoginValues) => {
    const message = errors[field];
    return message ? i18n._(message) : undefined;
  };

  return (
    <AuthCard
      title={<Trans>Iniciar sesión</Trans>}
      subtitle={<Trans>Administra tus productos, reservas y mensajes.</Trans>}
      footer={
        <Trans>
          ¿No tienes cuenta?{' '}
          <AnchorLink to="/register" search={{ redirect }} fw={600}>
            Regístrate
          </AnchorLink>
        </Trans>
      }
    >
      {notice && (
        <Alert color="teal" icon={<IconCircleCheck size={20} />} role="status">
          {notice === 'verified' ? (
            <Trans>Tu cuenta está verificada. Inicia sesión para continuar.</Trans>
          ) : (
            <Trans>Tu contraseña se cambió. Inicia sesión con la nueva contraseña.</Trans>
          )}
        </Alert>
      )}
      {failure && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={20} />}
          role="alert"
          title={i18n._(loginFailureMessage(failure))}
        >
          {isUnverifiedEmail(failure) && (
            <Stack gap="xs" align="flex-start">
              <Trans>Abre el enlace que te enviamos por correo para activar tu cuenta.</Trans>
              <LazyPartView part={resendVerification} loading={null} failed={() => null}>
                {(ResendVerificationButton) => <ResendVerificationButton email={values.email} />}
              </LazyPartView>
            </Stack>
          )}
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change('email')}
            error={errorOf('email')}
          />
          <PasswordInput
            label={t`Contraseña`}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            error={errorOf('password')}
          />
          <Group justify="flex-end">
            <AnchorLink to="/forgot-password" search={{ email: values.email || undefined }} size="sm">
              <Trans>¿Olvidaste tu contraseña?</Trans>
            </AnchorLink>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            <Trans>Iniciar sesión</Trans>
          </Button>
        </Stack>
      </form>
      <LazyPartView part={socialSignIn} loading={null} failed={() => null} afterDraw>
        {(SocialSignIn) => <SocialSignIn redirect={redirect} />}
      </LazyPartView>
    </AuthCard>
  );
}
