import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconInbox, IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { toRequestFailure } from '../../../machines/requestFailure.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { AuthCard } from './AuthCard.tsx';
import { verificationFailureMessage } from './authFailures.ts';
import { publicConfigQuery } from './authQueries.ts';
import { emailOnlySchema } from './authSchemas.ts';
import { useResendVerification } from './ResendVerificationButton.tsx';

interface VerifyAccountPageProps {
  email?: string | undefined;
  /** Which mail was just sent: the account verification (after sign-up) or a password reset. */
  sent: 'verification' | 'reset';
}

/** "Check your inbox" (SPEC §4): after sign-up, and after asking for a password reset. */
export function VerifyAccountPage({ email, sent }: VerifyAccountPageProps) {
  const config = useQuery(publicConfigQuery);
  return (
    <AuthCard
      title={<Trans>Revisa tu correo</Trans>}
      footer={
        <AnchorLink to="/login" search={{}}>
          <Trans>Volver a iniciar sesión</Trans>
        </AnchorLink>
      }
    >
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconInbox size={28} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {sent === 'reset' ? (
            email ? (
              <Text>
                <Trans>
                  Te enviamos un enlace para crear una nueva contraseña a <strong>{email}</strong>.
                </Trans>
              </Text>
            ) : (
              <Text>
                <Trans>Te enviamos un enlace para crear una nueva contraseña.</Trans>
              </Text>
            )
          ) : email ? (
            <Text>
              <Trans>
                Te enviamos un enlace de verificación a <strong>{email}</strong>. Ábrelo para activar tu
                cuenta.
              </Trans>
            </Text>
          ) : (
            <Text>
              <Trans>Te enviamos un enlace de verificación. Ábrelo para activar tu cuenta.</Trans>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            <Trans>Si no lo ves en unos minutos, revisa la carpeta de correo no deseado.</Trans>
          </Text>
        </Stack>
      </Group>
      {config.data?.dev_outbox && (
        <Alert color="gray" variant="light" title={<Trans>Modo de desarrollo</Trans>}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>Los correos no salen de este servidor; puedes leerlos aquí.</Trans>
            </Text>
            <ButtonLink
              to="/dev/outbox"
              size="xs"
              variant="light"
              leftSection={<IconMailForward size={14} />}
              // The long label wraps on a phone instead of being cut off.
              h="auto"
              py={6}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              <Trans>Abrir bandeja de correo de desarrollo</Trans>
            </ButtonLink>
          </Stack>
        </Alert>
      )}
      {sent === 'verification' ? (
        <ResendForm email={email ?? ''} />
      ) : (
        <Text size="sm">
          <Trans>
            ¿No llegó?{' '}
            <AnchorLink to="/forgot-password" search={{ email }}>
              Solicita otro enlace
            </AnchorLink>
          </Trans>
        </Text>
      )}
    </AuthCard>
  );
}

function ResendForm({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const resend = useResendVerification();
  const form = useForm({
    initialValues: { email },
    validate: schemaResolver(emailOnlySchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => resend.mutate(email), focusFirstInvalid)}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          <Trans>¿No recibiste el correo?</Trans>
        </Text>
        <TextInput
          label={t`Correo electrónico`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        {resend.isSuccess && (
          <Alert color="teal" icon={<IconCircleCheck size={20} />} role="status">
            <Trans>Si la cuenta existe y aún no está verificada, te enviamos un nuevo enlace.</Trans>
          </Alert>
        )}
        {resend.error && (
          <Alert color="red" role="alert">
            {i18n._(verificationFailureMessage(toRequestFailure(resend.error)))}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={resend.isPending}>
          <Trans>Reenviar enlace</Trans>
        </Button>
      </Stack>
    </form>
  );
}
