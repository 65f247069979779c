import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { roleChangeFailureMessage } from './teamFailures.ts';
import { ROLE_NAMES } from './teamMessages.ts';
import {
  MEMBER_ROLES,
  TEAM_KEY,
  type TeamMember,
  type TeamMemberRole,
  updateTeamMember,
} from './teamQueries.ts';

/** The name a person goes by in the team's lists; their e-mail while they have none. */
export const memberName = (member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>) =>
  `${member.first_name} ${member.last_name}`.trim() || member.email;

interface TeamMembersTableProps {
  members: TeamMember[];
  onRemove: (member: TeamMember) => void;
}

/** The owner first, then the members: name ("Tú" for the person signed in), e-mail, role, since when, removal. */
export function TeamMembersTable({ members, onRemove }: TeamMembersTableProps) {
  const { t } = useLingui();
  const language = currentLanguage();
  const alone = members.every((member) => member.role === 'owner');
  const removeLabel = (member: TeamMember) => {
    const name = memberName(member);
    return t`Quitar a ${name} del equipo`;
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-members-title">
      <Title order={2} size="h4" id="team-members-title">
        <Trans>Miembros</Trans>
      </Title>
      <ScrollRegion label={t`Tabla de miembros del equipo`}>
        <Table striped verticalSpacing="sm" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Nombre</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Correo</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Rol</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Se unió</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Acciones</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {memberName(member)}
                    </Text>
                    {member.is_you ? (
                      <Badge size="sm" variant="light" color="blue">
                        <Trans>Tú</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                <Table.Td>
                  {member.role === 'owner' ? (
                    <Text size="sm">{t(ROLE_NAMES.owner)}</Text>
                  ) : (
                    <MemberRoleSelect member={member} role={member.role} />
                  )}
                </Table.Td>
                <Table.Td>{formatDate(member.joined_at, language)}</Table.Td>
                <Table.Td>
                  {member.role === 'owner' ? null : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconUserMinus size={14} aria-hidden />}
                      onClick={() => onRemove(member)}
                      aria-label={removeLabel(member)}
                    >
                      <Trans>Quitar</Trans>
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {alone ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" size="sm" ta="center">
            <Trans>
              Aún no hay nadie más en tu equipo. Invita a las personas que te ayudan con las reservas, los
              mensajes o los productos.
            </Trans>
          </Text>
        </Paper>
      ) : null}
    </Stack>
  );
}

/**
 * A member's role, saved as soon as it is chosen (a role is one choice, not a form): a toast says it is saved, and a
 * refusal says why while the select goes back to the saved role. The member keeps their session and works with the
 * new role from their next step.
 */
function MemberRoleSelect({ member, role }: { member: TeamMember; role: TeamMemberRole }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const name = memberName(member);
  const change = useMutation({
    mutationFn: (next: TeamMemberRole) => updateTeamMember(member.id, next),
    onSuccess: (saved) => {
      const roleName = i18n._(ROLE_NAMES[saved.role]);
      notifications.show({ color: 'teal', message: t`${name} ahora es ${roleName}.` });
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: i18n._(roleChangeFailureMessage(asFailure(error))) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
  return (
    <NativeSelect
      aria-label={t`Rol de ${name}`}
      size="xs"
      w={140}
      value={change.isPending ? change.variables : role}
      disabled={change.isPending}
      data={MEMBER_ROLES.map((value) => ({ value, label: i18n._(ROLE_NAMES[value]) }))}
      onChange={(event) => change.mutate(event.currentTarget.value as TeamMemberRole)}
    />
  );
}
