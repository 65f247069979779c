import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { isCompany, useSession } from '../../api/session.ts';
import { ListLoadFailure } from '../../ui/ListStates.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { TeamInvitations } from './TeamInvitations.tsx';
import { TeamInviteForm } from './TeamInviteForm.tsx';
import { TeamMembersTable } from './TeamMembersTable.tsx';
import { type TeamRemoval, TeamRemovalDialog } from './TeamRemovalDialog.tsx';
import { NoTeamNotice, TeamSkeleton } from './TeamStates.tsx';
import { isNotACompany } from './teamFailures.ts';
import { type Team, teamQuery } from './teamQueries.ts';

/**
 * /team (issue 32): the company's owner manages who works with the account — the members with their roles (changed
 * in place), removal behind a question, the invite form and the invitations not answered yet, within the team's
 * limit. A provider that is not a company reads why it has no team.
 */
export function TeamPage() {
  const user = useSession()?.user;
  const company = user ? isCompany(user) : false;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            <Trans>Equipo</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Las personas que trabajan con tu cuenta, cada una con su propio usuario. Todo lo que cambian
              queda registrado en la actividad.
            </Trans>
          </Text>
        </Stack>
        {company ? (
          <ButtonLink to="/team/activity" variant="light" leftSection={<IconHistory size={16} aria-hidden />}>
            <Trans>Ver actividad</Trans>
          </ButtonLink>
        ) : null}
      </Group>
      {company ? <CompanyTeam /> : <NoTeamNotice />}
    </Stack>
  );
}

/** The team of a company, or its loading and failure states. */
function CompanyTeam() {
  const { t } = useLingui();
  const team = useQuery(teamQuery());
  const [removal, setRemoval] = useState<{ removal: TeamRemoval | null; opened: boolean }>({
    removal: null,
    opened: false,
  });
  if (team.isPending) return <TeamSkeleton />;
  if (team.isError) {
    if (isNotACompany(asFailure(team.error))) return <NoTeamNotice />;
    return <ListLoadFailure title={t`No se pudo cargar el equipo`} onRetry={() => void team.refetch()} />;
  }
  const used = placesUsed(team.data);
  const full = used >= team.data.limit;
  return (
    <>
      <TeamMembersTable
        members={team.data.members}
        onRemove={(member) => setRemoval({ removal: { kind: 'member', member }, opened: true })}
      />
      <TeamLimit used={used} limit={team.data.limit} />
      <TeamInviteForm full={full} />
      <TeamInvitations
        invitations={team.data.invitations}
        onRevoke={(invitation) => setRemoval({ removal: { kind: 'invitation', invitation }, opened: true })}
      />
      <TeamRemovalDialog
        removal={removal.removal}
        opened={removal.opened}
        onClose={() => setRemoval((last) => ({ ...last, opened: false }))}
      />
    </>
  );
}

/** The places a team's limit counts: its members (the owner aside) and the invitations not answered yet. */
export const placesUsed = (team: Team) =>
  team.members.filter((member) => member.role !== 'owner').length + team.invitations.length;

/** How much of the limit is taken, in words. */
function TeamLimit({ used, limit }: { used: number; limit: number }) {
  return (
    <Text size="sm" c={used >= limit ? 'orange.9' : undefined}>
      <Trans>
        {used} de {limit} lugares usados, entre miembros e invitaciones pendientes.
      </Trans>
    </Text>
  );
}
