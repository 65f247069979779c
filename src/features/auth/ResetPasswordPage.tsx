import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toRequestFailure } from '../../../machines/requestFailure.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { PasswordRules } from '../../ui/passwordRules/PasswordRules.tsx';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { resetPasswordFailureMessage } from './authFailures.ts';
import { LIMITS, resetPasswordSchema } from './authSchemas.ts';
import { useLinkLanguage } from './useLinkLanguage.ts';

interface ResetPasswordPageProps {
  /** The secret of the emailed reset link. */
  secret: string;
  language?: 'es' | 'en' | undefined;
}

/** A new password from the emailed link; it is sent only when both entries match (SPEC §5). */
export function ResetPasswordPage({ secret, language }: ResetPasswordPageProps) {
  const { t, i18n } = useLingui();
  useLinkLanguage(language);
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const reset = useMutation({
    mutationFn: async (password: string) =>
      unwrap(await api.POST('/users/reset-password', { body: { password, secret } })),
    onSuccess: () => navigate({ to: '/login', search: { notice: 'password-reset' }, replace: true }),
  });
  const failure = reset.error ? toRequestFailure(reset.error) : null;

  if (!secret) {
    return (
      <AuthCard title={<Trans>Nueva contraseña</Trans>}>
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          <Trans>El enlace no es válido o ya caducó. Solicita uno nuevo.</Trans>
        </Alert>
        <ButtonLink to="/forgot-password" search={{}}>
          <Trans>Solicitar un nuevo enlace</Trans>
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={<Trans>Nueva contraseña</Trans>}
      subtitle={<Trans>Elige una contraseña que no uses en otros sitios.</Trans>}
      footer={
        <AnchorLink to="/login" search={{}}>
          <Trans>Volver a iniciar sesión</Trans>
        </AnchorLink>
      }
    >
      {failure && (
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
          {i18n._(resetPasswordFailureMessage(failure))}
          {failure.field === 'secret' && (
            <>
              {' '}
              <AnchorLink to="/forgot-password" search={{}}>
                <Trans>Solicitar un nuevo enlace</Trans>
              </AnchorLink>
            </>
          )}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit(({ password }) => reset.mutate(password), focusFirstInvalid)}>
        <Stack gap="md">
          <PasswordInput
            label={t`Nueva contraseña`}
            autoComplete="new-password"
            required
            maxLength={LIMITS.password}
            aria-describedby="password-rules"
            {...form.getInputProps('password')}
          />
          <PasswordRules id="password-rules" password={form.values.password} />
          <PasswordInput
            label={t`Confirmar contraseña`}
            autoComplete="new-password"
            required
            maxLength={LIMITS.password}
            {...form.getInputProps('passwordConfirmation')}
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            <Trans>Guardar contraseña</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
