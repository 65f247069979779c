import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ConfirmRemovalDialog, type Removal } from '../../ui/ConfirmRemovalDialog.tsx';
import { memberName } from './TeamMembersTable.tsx';
import {
  removeTeamMember,
  revokeTeamInvitation,
  TEAM_KEY,
  type TeamInvitation,
  type TeamMember,
} from './teamQueries.ts';

/** What is asked about: a member to remove or an invitation to revoke. */
export type TeamRemoval =
  | { kind: 'member'; member: TeamMember }
  | { kind: 'invitation'; invitation: TeamInvitation };

interface TeamRemovalDialogProps {
  /** Kept while the dialog closes, so it keeps its words as it fades out. */
  removal: TeamRemoval | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Removing a member or revoking an invitation asks first, yes or no. A removed member's sessions end at once (the
 * server raises their session version and closes their connections), and the question says so.
 */
export function TeamRemovalDialog({ removal, opened, onClose }: TeamRemovalDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmRemovalDialog
      title={removal?.kind === 'invitation' ? t`Revocar invitación` : t`Quitar del equipo`}
      opened={opened}
      onClose={onClose}
      removal={removal && asRemoval(removal)}
    />
  );
}

function asRemoval(removal: TeamRemoval): Removal {
  if (removal.kind === 'member') {
    const { member } = removal;
    const name = memberName(member);
    return {
      id: `member-${member.id}`,
      question: (
        <Text size="sm">
          <Trans>
            ¿Quitar a {name} del equipo? Sus sesiones se cierran al momento y deja de ver los datos de la
            empresa. Lo que hizo sigue en la actividad.
          </Trans>
        </Text>
      ),
      remove: () => removeTeamMember(member.id),
      deleted: msg`La persona ya no es parte del equipo.`,
      failed: msg`No se pudo quitar a la persona. Inténtalo de nuevo.`,
      refresh: TEAM_KEY,
    };
  }
  const { invitation } = removal;
  const { email } = invitation;
  return {
    id: `invitation-${invitation.id}`,
    question: (
      <Text size="sm">
        <Trans>¿Revocar la invitación de {email}? Su enlace deja de funcionar.</Trans>
      </Text>
    ),
    remove: () => revokeTeamInvitation(invitation.id),
    deleted: msg`Invitación revocada.`,
    failed: msg`No se pudo revocar la invitación. Inténtalo de nuevo.`,
    refresh: TEAM_KEY,
  };
}
