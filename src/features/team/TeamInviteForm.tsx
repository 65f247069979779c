import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { NativeRadioGroup } from '../../ui/NativeRadioGroup.tsx';
import { inviteFailureMessage } from './teamFailures.ts';
import { type InviteValues, inviteSchema, TEAM_LIMITS } from './teamForms.ts';
import { ROLE_DESCRIPTIONS } from './teamMessages.ts';
import { inviteTeamMember, MEMBER_ROLES, TEAM_KEY, type TeamMemberRole } from './teamQueries.ts';

/**
 * Invite a person by e-mail with a role; the server mails them the join link, valid 7 days. Each role says in a line
 * what it may do. A refusal (already a member, the team full…) says why and keeps what was typed; a full team's form
 * says so before anyone types.
 */
export function TeamInviteForm({ full }: { full: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<InviteValues>({
    initialValues: { email: '', role: 'staff' },
    validate: schemaResolver(inviteSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const invite = useMutation({
    mutationFn: ({ email, role }: InviteValues) => inviteTeamMember(email.trim(), role),
    onSuccess: async (invitation) => {
      const { email } = invitation;
      notifications.show({ color: 'teal', message: t`Invitación enviada a ${email}.` });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    },
  });
  const failure = invite.error ? asFailure(invite.error) : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="team-invite-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="team-invite-title">
          <Trans>Invitar a una persona</Trans>
        </Title>
        {full ? (
          <Alert color="orange" icon={<IconAlertCircle size={18} />}>
            <Trans>
              Tu equipo llegó a su límite. Quita a alguien o revoca una invitación para invitar a otra
              persona.
            </Trans>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>
              Le enviaremos un enlace por correo para que se una con su propia cuenta. El enlace vale 7 días.
            </Trans>
          </Text>
        )}
        {failure ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} />}>
            {i18n._(inviteFailureMessage(failure))}
          </Alert>
        ) : null}
        <form noValidate onSubmit={form.onSubmit((values) => invite.mutate(values), focusFirstInvalid)}>
          <Stack gap="sm">
            <TextInput
              label={t`Correo electrónico`}
              type="email"
              autoComplete="off"
              required
              maxLength={TEAM_LIMITS.email}
              disabled={full}
              {...form.getInputProps('email')}
            />
            <NativeRadioGroup
              label={t`Rol`}
              required
              options={MEMBER_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_DESCRIPTIONS[role]) }))}
              value={form.values.role}
              onChange={(role) => form.setFieldValue('role', role as TeamMemberRole)}
              cols={{ base: 1, sm: 2 }}
            />
            <Button
              type="submit"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={invite.isPending}
              disabled={full}
              w={{ base: '100%', sm: 'fit-content' }}
            >
              <Trans>Enviar invitación</Trans>
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
