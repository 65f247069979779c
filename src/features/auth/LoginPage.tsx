import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toRequestFailure } from '../../../machines/requestFailure.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { isUnverifiedEmail, loginFailureMessage } from './authFailures.ts';
import { loginSchema } from './authSchemas.ts';
import { destinationAfterLogin, startSession } from './authSession.ts';
import { ResendVerificationButton } from './ResendVerificationButton.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

interface LoginPageProps {
  redirect?: string | undefined;
  /** A confirmation carried over from the previous screen. */
  notice?: 'verified' | 'password-reset' | undefined;
}

export function LoginPage({ redirect, notice }: LoginPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);

  const login = useMutation({
    mutationFn: async (values: { email: string; password: string }) =>
      unwrap(await api.POST('/users/login', { body: { ...values, email: values.email.trim() } })),
    onSuccess: async (session) => {
      await startSession(session);
      await navigate({ href: destinationAfterLogin(session.user, redirect), replace: true });
    },
  });
  const failure = login.error ? toRequestFailure(login.error) : null;

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
              <ResendVerificationButton email={form.values.email} />
            </Stack>
          )}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values), focusFirstInvalid)}>
        <Stack gap="md">
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t`Contraseña`}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <AnchorLink to="/forgot-password" search={{ email: form.values.email || undefined }} size="sm">
              <Trans>¿Olvidaste tu contraseña?</Trans>
            </AnchorLink>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            <Trans>Iniciar sesión</Trans>
          </Button>
        </Stack>
      </form>
      <SocialSignIn redirect={redirect} />
    </AuthCard>
  );
}
