import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBrandGoogle, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../openapi/schema.d.ts';
import { api, renewingSession } from '../../api/client.ts';
import { asFailure, unwrap } from '../../api/errors.ts';
import { setSession, updateSessionUser, useSession } from '../../api/session.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { PasswordRules } from '../../ui/passwordRules/PasswordRules.tsx';
import { accountFailure } from './accountFailures.ts';
import { ACCOUNT_LIMITS, emailChangeSchema, passwordChangeSchema } from './accountSchemas.ts';
import { type BackLink, ProfileFormFrame } from './ProfileFormFrame.tsx';
import { profileMessages } from './profileMessages.ts';

type AccountUpdate = components['schemas']['AccountUpdate'];

/** PUT /users/account; a refusal is thrown as the API's failure. */
async function updateAccount(body: AccountUpdate) {
  return unwrap(await api.PUT('/users/account', { body }));
}

/** The new login email: it takes effect when the link mailed to it is opened (/confirm-email). */
function EmailChangeForm({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<string | null>(null);
  // A refusal that names no field shows above the form's button.
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(emailChangeSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const mutation = useMutation({
    mutationFn: (values: { email: string; password: string }) =>
      updateAccount({ email: values.email.trim(), password: values.password, change_password: false }),
    onMutate: () => setGeneral(null),
    onSuccess: (result) => {
      updateSessionUser(result.user);
      setPending(result.pending_email ?? null);
      form.reset();
    },
    onError: (error) => {
      const refused = accountFailure(asFailure(error));
      if (refused.field === 'email' || refused.field === 'password')
        form.setFieldError(refused.field, i18n._(refused.message));
      else setGeneral(i18n._(refused.message));
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="email-change-title"
      onSubmit={form.onSubmit((values) => {
        if (values.email.trim().toLowerCase() === email.toLowerCase()) {
          form.setFieldError('email', t`Es el correo que ya usas`);
          return;
        }
        mutation.mutate(values);
      }, focusFirstInvalid)}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="email-change-title">
          <Trans>Correo de inicio de sesión</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Inicias sesión con <strong>{email}</strong>. Te enviaremos un enlace al correo nuevo: el cambio se
            aplica cuando lo abras.
          </Trans>
        </Text>
        {pending && (
          <Alert color="teal" icon={<IconMailForward size={20} />} role="status">
            <Trans>
              Te enviamos un enlace a {pending}. Ábrelo para que sea tu correo de inicio de sesión; hasta
              entonces sigues usando {email}.
            </Trans>
          </Alert>
        )}
        <TextInput
          label={t`Correo nuevo`}
          type="email"
          required
          autoComplete="email"
          maxLength={ACCOUNT_LIMITS.email}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t`Contraseña actual`}
          required
          autoComplete="current-password"
          maxLength={ACCOUNT_LIMITS.password}
          {...form.getInputProps('password')}
        />
        {general && (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Cambiar correo</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface PasswordValues {
  password: string;
  new_password: string;
  verify_password: string;
}

/** A new password: at once, every other session ends and this one takes the new token. */
function PasswordChangeForm({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  // A refusal that names no field shows above the form's button.
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    initialValues: { password: '', new_password: '', verify_password: '' },
    validate: schemaResolver(passwordChangeSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const mutation = useMutation({
    // The answer's token replaces this session's (the server ended the old one): stored before anything
    // carrying the old token can sign this tab out.
    mutationFn: (values: PasswordValues) =>
      renewingSession(
        updateAccount({ email, ...values, change_password: true }).then((result) => {
          if (result.token) setSession({ token: result.token, user: result.user });
          else updateSessionUser(result.user);
          return result;
        }),
      ),
    onMutate: () => setGeneral(null),
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'teal', message: i18n._(profileMessages.changesSaved) });
    },
    onError: (error) => {
      const refused = accountFailure(asFailure(error));
      if (refused.field === 'password' || refused.field === 'new_password')
        form.setFieldError(refused.field, i18n._(refused.message));
      else setGeneral(i18n._(refused.message));
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="password-change-title"
      onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstInvalid)}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="password-change-title">
          <Trans>Contraseña</Trans>
        </Title>
        <Text size="sm">
          <Trans>Al cambiarla se cierran tus sesiones en los demás dispositivos.</Trans>
        </Text>
        <PasswordInput
          label={t`Contraseña actual`}
          required
          autoComplete="current-password"
          maxLength={ACCOUNT_LIMITS.password}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t`Nueva contraseña`}
          required
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.password}
          aria-describedby="new-password-rules"
          {...form.getInputProps('new_password')}
        />
        <PasswordRules id="new-password-rules" password={form.values.new_password} />
        <PasswordInput
          label={t`Confirmar nueva contraseña`}
          required
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.password}
          {...form.getInputProps('verify_password')}
        />
        {general && (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Cambiar contraseña</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /edit-acount and /settings/security-acount (SPEC §4 Account edit): the login email and the password. Both
 * ask for the current password, so an account that signs in only with Google or Facebook is told why it
 * cannot change them here.
 */
export function AccountSecurityPage({ back }: { back: BackLink }) {
  const user = useSession()?.user;
  if (!user) return null;
  const email = user.tb_lg_person.email;
  return (
    <ProfileFormFrame
      title={<Trans>Cuenta y seguridad</Trans>}
      subtitle={<Trans>Tu correo de inicio de sesión y tu contraseña.</Trans>}
      back={back}
    >
      {user.local_login ? (
        <Stack gap="xl">
          <EmailChangeForm email={email} />
          <Divider />
          <PasswordChangeForm email={email} />
        </Stack>
      ) : (
        <Alert
          color="blue"
          icon={<IconBrandGoogle size={20} />}
          title={<Trans>Inicias sesión con Google o Facebook</Trans>}
        >
          <Trans>
            Tu cuenta ({email}) no tiene contraseña en el portal: entras con tu cuenta de Google o Facebook.
            Por eso aquí no puedes cambiar la contraseña ni el correo; se administran en esa cuenta.
          </Trans>
        </Alert>
      )}
    </ProfileFormFrame>
  );
}
