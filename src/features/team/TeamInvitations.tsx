import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { inviteFailureMessage } from './teamFailures.ts';
import { ROLE_NAMES } from './teamMessages.ts';
import { inviteTeamMember, TEAM_KEY, type TeamInvitation } from './teamQueries.ts';

interface TeamInvitationsProps {
  invitations: TeamInvitation[];
  onRevoke: (invitation: TeamInvitation) => void;
}

/**
 * The invitations not answered yet, newest first: to whom, with which role, until when; sent again (a new link, the
 * old one stops working) or revoked.
 */
export function TeamInvitations({ invitations, onRevoke }: TeamInvitationsProps) {
  const { t, i18n } = useLingui();
  const language = currentLanguage();
  const revokeLabel = useRevokeLabel();
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-invitations-title">
      <Title order={2} size="h4" id="team-invitations-title">
        <Trans>Invitaciones pendientes</Trans>
      </Title>
      {invitations.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" size="sm" ta="center">
            <Trans>No hay invitaciones pendientes.</Trans>
          </Text>
        </Paper>
      ) : (
        <ScrollRegion label={t`Tabla de invitaciones pendientes`}>
          <Table striped verticalSpacing="sm" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Correo</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Rol</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Caduca</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Acciones</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
                  <Table.Td>{i18n._(ROLE_NAMES[invitation.role])}</Table.Td>
                  <Table.Td>{formatDate(invitation.expires_at, language)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" miw="max-content">
                      <ResendButton invitation={invitation} />
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconX size={14} aria-hidden />}
                        onClick={() => onRevoke(invitation)}
                        aria-label={revokeLabel(invitation)}
                      >
                        <Trans>Revocar</Trans>
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

/** The revoke button's name, saying whose invitation goes. */
function useRevokeLabel() {
  const { t } = useLingui();
  return ({ email }: TeamInvitation) => t`Revocar la invitación de ${email}`;
}

/** Sending again is inviting again: a new link and seven more days; the toast says which it was. */
function ResendButton({ invitation }: { invitation: TeamInvitation }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { email } = invitation;
  const resend = useMutation({
    mutationFn: () => inviteTeamMember(invitation.email, invitation.role),
    onSuccess: () => notifications.show({ color: 'teal', message: t`Invitación reenviada a ${email}.` }),
    onError: (error) =>
      notifications.show({ color: 'red', message: i18n._(inviteFailureMessage(asFailure(error))) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconMailForward size={14} aria-hidden />}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
      aria-label={t`Reenviar la invitación a ${email}`}
    >
      <Trans>Reenviar</Trans>
    </Button>
  );
}
