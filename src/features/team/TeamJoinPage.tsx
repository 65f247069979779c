import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import type { AuthUser } from '../../api/session.ts';
import { teamRoleOf } from '../../api/teamRole.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CardPage } from '../../ui/CardPage.tsx';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { PasswordRules } from '../../ui/passwordRules/PasswordRules.tsx';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { tooManyAttempts } from '../../ui/tooManyAttempts.ts';
import { isInvalidLink, joinFailureMessage } from './teamFailures.ts';
import { type JoinValues, joinExistingSchema, joinNewSchema, TEAM_LIMITS } from './teamForms.ts';
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from './teamMessages.ts';
import {
  acceptTeamInvitation,
  type JoinedSession,
  type TeamInvitationView,
  teamInvitationQuery,
} from './teamQueries.ts';

/** The sign-in card's width (the auth screens' AuthCard), so the join page reads as one of them. */
const CARD_WIDTH = 480;

/** Where a new member starts: staff at the reservations they answer, anyone else at the control panel. */
export const homeAfterJoining = (user: AuthUser): '/reservations' | '/dashboard' =>
  teamRoleOf(user) === 'staff' ? '/reservations' : '/dashboard';

interface TeamJoinPageProps {
  /** The secret of the emailed join link ('' when the link has none). */
  token: string;
  /** Keeps the session as signing in does, and goes on (the route puts the auth feature's session keeping here). */
  onJoined: (session: JoinedSession) => Promise<void>;
}

/**
 * /team/join?token= (issue 32), signed out: what the link invites to ("<company> invites you to its team as <role>"),
 * then the answer — a new account's names and password, or an existing account's password — which signs the person
 * in, acting for the company. A link that is unknown, used, revoked or expired says so and leads to sign-in.
 */
export function TeamJoinPage({ token, onJoined }: TeamJoinPageProps) {
  const { t, i18n } = useLingui();
  const invitation = useQuery({ ...teamInvitationQuery(token), enabled: token !== '' });
  if (token === '') return <InvalidLink />;
  if (invitation.isPending) {
    return (
      <CardPage width={CARD_WIDTH} title={<Trans>Únete al equipo</Trans>}>
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Cargando la invitación`}>
          <Skeleton height={20} width="80%" />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      </CardPage>
    );
  }
  if (invitation.isError) {
    const failure = asFailure(invitation.error);
    if (isInvalidLink(failure)) return <InvalidLink />;
    return (
      <CardPage width={CARD_WIDTH} title={<Trans>Únete al equipo</Trans>}>
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} />}>
          {failure.status === 429
            ? i18n._(tooManyAttempts(failure))
            : t`Problemas de conexión con el servidor. Inténtalo de nuevo.`}
        </Alert>
        <Button variant="light" onClick={() => void invitation.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </CardPage>
    );
  }
  return <JoinForm token={token} invitation={invitation.data} onJoined={onJoined} />;
}

/** The link leads nowhere: said plainly, with the way to sign in (someone who joined already signs in as usual). */
function InvalidLink() {
  return (
    <CardPage width={CARD_WIDTH} title={<Trans>Esta invitación ya no es válida</Trans>}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconLinkOff size={24} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          <Trans>
            El enlace no existe, ya se usó, se revocó o caducó (vale 7 días). Si ya te uniste, inicia sesión
            con tu correo; si no, pide a la empresa que te invite de nuevo.
          </Trans>
        </Text>
      </Group>
      <ButtonLink to="/login" search={{}} fullWidth>
        <Trans>Iniciar sesión</Trans>
      </ButtonLink>
    </CardPage>
  );
}

interface JoinFormProps {
  token: string;
  invitation: TeamInvitationView;
  onJoined: (session: JoinedSession) => Promise<void>;
}

function JoinForm({ token, invitation, onJoined }: JoinFormProps) {
  const { t, i18n } = useLingui();
  const existing = invitation.account_exists;
  const form = useForm<JoinValues>({
    initialValues: { first_name: '', last_name: '', password: '' },
    validate: schemaResolver(existing ? joinExistingSchema : joinNewSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const join = useMutation({
    mutationFn: (values: JoinValues) =>
      acceptTeamInvitation(
        token,
        existing
          ? { password: values.password }
          : {
              password: values.password,
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              language_code: currentLanguage(),
            },
      ),
    onSuccess: onJoined,
  });
  const failure = join.error ? asFailure(join.error) : null;
  const company = invitation.company_name;
  const role = i18n._(ROLE_NAMES[invitation.role]);
  const email = invitation.email;

  return (
    <CardPage
      width={CARD_WIDTH}
      title={<Trans>Únete al equipo de {company}</Trans>}
      subtitle={
        <>
          <Trans>
            {company} te invita a su equipo como {role}.
          </Trans>{' '}
          {i18n._(ROLE_DESCRIPTIONS[invitation.role])}.
        </>
      }
      footer={
        <AnchorLink to="/login" search={{}}>
          <Trans>Ir a iniciar sesión</Trans>
        </AnchorLink>
      }
    >
      <Text size="sm">
        {existing ? (
          <Trans>
            Ya tienes una cuenta con {email}. Escribe su contraseña para aceptar; seguirás usando la misma
            cuenta.
          </Trans>
        ) : (
          <Trans>Crea tu cuenta con {email}: tu nombre y una contraseña.</Trans>
        )}
      </Text>
      {failure ? (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={20} />}>
          {i18n._(joinFailureMessage(failure))}
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.onSubmit((values) => join.mutate(values), focusFirstInvalid)}>
        <Stack gap="md">
          {/* The account the invitation is for: the browser's password manager files the password under it. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          {existing ? null : (
            <>
              <TextInput
                label={t`Nombre`}
                autoComplete="given-name"
                required
                maxLength={TEAM_LIMITS.firstName}
                {...form.getInputProps('first_name')}
              />
              <TextInput
                label={t`Apellido`}
                autoComplete="family-name"
                required
                maxLength={TEAM_LIMITS.lastName}
                {...form.getInputProps('last_name')}
              />
            </>
          )}
          <PasswordInput
            label={existing ? t`Contraseña de tu cuenta` : t`Contraseña`}
            autoComplete={existing ? 'current-password' : 'new-password'}
            required
            maxLength={TEAM_LIMITS.password}
            aria-describedby={existing ? undefined : 'team-join-password-rules'}
            {...form.getInputProps('password')}
          />
          {existing ? null : <PasswordRules id="team-join-password-rules" password={form.values.password} />}
          <Button type="submit" fullWidth size="md" loading={join.isPending}>
            <Trans>Aceptar la invitación</Trans>
          </Button>
        </Stack>
      </form>
    </CardPage>
  );
}
