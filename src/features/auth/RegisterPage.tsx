import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import type { RequestFailure } from '../../../machines/requestFailure.ts';
import type { RoleOverride } from '../../../machines/signupRole.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CaptchaField } from '../../ui/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { SelectAfterDraw } from '../../ui/SelectAfterDraw.tsx';
import { AuthCard } from './AuthCard.tsx';
import { registerFailureMessage } from './authFailures.ts';
import { signupCountriesQuery } from './authQueries.ts';
import { LIMITS, registerSchema } from './authSchemas.ts';
import { appRegistrationMachine } from './registrationActors.ts';
import { SocialSignIn } from './SocialSignIn.tsx';
import { forgetSignupRole, rememberSignupRole, storedSignupRole } from './signupRoleStore.ts';

/** The contract's minimum password length, as the hint under the field says it. */
const minLength = LIMITS.passwordMin;

interface RegisterPageProps {
  /** `?role=` of the link, as given. */
  queryRole?: unknown;
  redirect?: string | undefined;
  override?: RoleOverride | undefined;
}

interface RegisterFormValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  first_name: string;
  last_name: string;
  country: string;
  privacyAccepted: boolean;
  captchaAnswer: string;
}

export function RegisterPage({ queryRole, redirect, override }: RegisterPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const countries = useQuery(signupCountriesQuery(currentLanguage()));
  const [snapshot, send, actorRef] = useActor(appRegistrationMachine, {
    input: { queryRole, storedRole: storedSignupRole(), override, redirect },
  });
  const form = useForm<RegisterFormValues>({
    initialValues: {
      email: '',
      password: '',
      passwordConfirmation: '',
      first_name: '',
      last_name: '',
      country: '',
      privacyAccepted: false,
      captchaAnswer: '',
    },
    validate: schemaResolver(registerSchema, { sync: true }),
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password) send({ type: 'password.change', value: values.password });
    },
  });
  useRevalidateOnLanguageChange(form);

  useEffect(() => rememberSignupRole(queryRole), [queryRole]);

  // A spent captcha solution is cleared and the widget reset after every refused attempt.
  const { renew } = captcha;
  const { setFieldValue } = form;
  useEffect(() => {
    const subscription = actorRef.on('captcha.renew', () => {
      setFieldValue('captchaAnswer', '');
      renew();
    });
    return () => subscription.unsubscribe();
  }, [actorRef, renew, setFieldValue]);

  const registered = snapshot.matches({ submission: 'registered' });
  const email = snapshot.context.values?.email.trim();
  useEffect(() => {
    if (!registered) return;
    forgetSignupRole();
    void navigate({ to: '/verify-account', search: { email, sent: 'verification' }, replace: true });
  }, [registered, email, navigate]);

  const failure = snapshot.matches({ submission: 'failed' }) ? snapshot.context.failure : null;
  const failureText = failure ? i18n._(registerFailureMessage(failure)) : null;
  const busy = snapshot.hasTag('busy');

  const submit = form.onSubmit(({ captchaAnswer, ...values }) => {
    send({ type: 'form.submit', values: { ...values, captcha: captchaAnswer } });
  }, focusFirstInvalid);

  return (
    <AuthCard
      title={<Trans>Crear cuenta</Trans>}
      subtitle={<Trans>Publica tus servicios turísticos y recibe reservas.</Trans>}
      footer={
        <Trans>
          ¿Ya tienes cuenta?{' '}
          <AnchorLink to="/login" search={{ redirect }} fw={600}>
            Inicia sesión
          </AnchorLink>
        </Trans>
      }
    >
      {failure && failureText && <FailureAlert failure={failure} text={failureText} />}
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            {...form.getInputProps('email')}
            error={
              form.errors.email ??
              (failure?.field === 'email' && form.values.email === snapshot.context.values?.email
                ? failureText
                : undefined)
            }
          />
          <PasswordInput
            label={t`Contraseña`}
            description={t`Al menos ${minLength} caracteres, sin espacios.`}
            autoComplete="new-password"
            required
            maxLength={LIMITS.password}
            {...form.getInputProps('password')}
          />
          {snapshot.hasTag('confirmVisible') && (
            <PasswordInput
              label={t`Confirmar contraseña`}
              autoComplete="new-password"
              required
              maxLength={LIMITS.password}
              {...form.getInputProps('passwordConfirmation')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Nombre`}
              autoComplete="given-name"
              required
              maxLength={LIMITS.firstName}
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t`Apellido`}
              autoComplete="family-name"
              required
              maxLength={LIMITS.lastName}
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <SelectAfterDraw
            label={t`País`}
            placeholder={countries.isPending ? t`Cargando…` : t`Elige tu país`}
            data={(countries.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
            searchable
            nothingFoundMessage={t`Sin resultados`}
            required
            disabled={countries.isError}
            {...form.getInputProps('country')}
            error={
              form.errors.country ?? (countries.isError ? t`No se pudieron cargar los países` : undefined)
            }
          />
          <Checkbox
            label={
              <Trans>
                Acepto la{' '}
                <Anchor href="/terms/privacy" target="_blank" rel="noopener">
                  política de privacidad
                </Anchor>
              </Trans>
            }
            {...form.getInputProps('privacyAccepted', { type: 'checkbox' })}
          />
          <CaptchaField
            captcha={captcha}
            onChange={(value) => form.setFieldValue('captchaAnswer', value)}
            error={
              form.errors.captchaAnswer ??
              (failure?.code === 'captcha_failed' && form.values.captchaAnswer === ''
                ? t`La verificación no fue aceptada. Vuelve a marcar la casilla.`
                : undefined)
            }
          />
          <Button type="submit" fullWidth size="md" loading={busy}>
            <Trans>Crear cuenta</Trans>
          </Button>
        </Stack>
      </form>
      <SocialSignIn redirect={redirect} role={snapshot.context.role} />
    </AuthCard>
  );
}

/** The server's refusal in words, above the form; an email already in use gets a way out. */
function FailureAlert({ failure, text }: { failure: RequestFailure; text: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert" title={text}>
      {failure.status === 403 && (
        <Text size="sm">
          <Trans>
            Si es tu cuenta,{' '}
            <AnchorLink to="/login" size="sm">
              inicia sesión
            </AnchorLink>{' '}
            o{' '}
            <AnchorLink to="/forgot-password" size="sm">
              recupera tu contraseña
            </AnchorLink>
            .
          </Trans>
        </Text>
      )}
    </Alert>
  );
}
