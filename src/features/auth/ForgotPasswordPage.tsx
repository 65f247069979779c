import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toRequestFailure } from '../../../machines/requestFailure.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { forgotPasswordFailureMessage } from './authFailures.ts';
import { emailOnlySchema } from './authSchemas.ts';

/** Asks for a reset link; on success the person is told to check their inbox (SPEC §4). */
export function ForgotPasswordPage({ email = '' }: { email?: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email },
    validate: schemaResolver(emailOnlySchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const request = useMutation({
    mutationFn: async (address: string) =>
      unwrap(
        await api.POST('/users/forgot-password', {
          body: { email: address.trim(), language_code: currentLanguage() },
        }),
      ),
    onSuccess: (_, address) =>
      navigate({ to: '/verify-account', search: { email: address.trim(), sent: 'reset' } }),
  });
  const failure = request.error ? toRequestFailure(request.error) : null;
  const failureText = failure ? i18n._(forgotPasswordFailureMessage(failure)) : null;

  return (
    <AuthCard
      title={<Trans>Recuperar contraseña</Trans>}
      subtitle={<Trans>Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva.</Trans>}
      footer={
        <AnchorLink to="/login" search={{}}>
          <Trans>Volver a iniciar sesión</Trans>
        </AnchorLink>
      }
    >
      {failure && failure.status !== 404 && (
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {failureText}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit(({ email }) => request.mutate(email), focusFirstInvalid)}>
        <Stack gap="md">
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
            error={form.errors.email ?? (failure?.status === 404 ? failureText : undefined)}
          />
          {failure?.status === 404 && (
            <AnchorLink to="/register" search={{}} size="sm">
              <Trans>Crear una cuenta con este correo</Trans>
            </AnchorLink>
          )}
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            <Trans>Enviar enlace</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
