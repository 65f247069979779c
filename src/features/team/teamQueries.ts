import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

export type Team = components['schemas']['Team'];
export type TeamMember = components['schemas']['TeamMember'];
export type TeamInvitation = components['schemas']['TeamInvitation'];
export type TeamMemberRole = components['schemas']['TeamMemberRole'];
export type TeamInvitationView = components['schemas']['TeamInvitationView'];
export type TeamInvitationAcceptance = components['schemas']['TeamInvitationAcceptance'];
export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityPage = components['schemas']['ActivityPage'];
export type JoinedSession = components['schemas']['Session'];

/** The roles an invitation or a role change gives, in the order the forms offer them. */
export const MEMBER_ROLES: readonly TeamMemberRole[] = ['manager', 'staff'];

/** Every query of the owner's screens starts so: a change to the team refreshes the team and its activity. */
export const TEAM_KEY = ['team'] as const;

/** The owner's team: members (owner first), pending invitations (newest first) and the limit. */
export const teamQuery = () =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'team'],
    queryFn: async (): Promise<Team> => unwrap(await api.GET('/api/team')),
  });

/** The activity comes a page at a time, newest first; the answer's `next` is the cursor of the older page. */
export const teamActivityQuery = (member: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...TEAM_KEY, 'activity', member ?? 'all'],
    queryFn: async ({ pageParam }): Promise<ActivityPage> =>
      unwrap(
        await api.GET('/api/team/activity', {
          params: {
            query: {
              ...(member ? { member } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** A new invitation (or a pending one of the same e-mail replaced): the server mails the join link. */
export async function inviteTeamMember(email: string, role: TeamMemberRole): Promise<TeamInvitation> {
  return unwrap(await api.POST('/api/team/invitations', { body: { email, role } }));
}

export async function revokeTeamInvitation(invitationId: string): Promise<void> {
  unwrap(await api.DELETE('/api/team/invitations/{invitationId}', { params: { path: { invitationId } } }));
}

export async function updateTeamMember(memberId: string, role: TeamMemberRole): Promise<TeamMember> {
  return unwrap(
    await api.PUT('/api/team/members/{memberId}', { params: { path: { memberId } }, body: { role } }),
  );
}

/** The member leaves the team; the server ends their sessions at once. */
export async function removeTeamMember(memberId: string): Promise<void> {
  unwrap(await api.DELETE('/api/team/members/{memberId}', { params: { path: { memberId } } }));
}

/** What a join link invites to (public): read before the invitee answers. */
export const teamInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['teamInvitation', token],
    queryFn: async (): Promise<TeamInvitationView> =>
      unwrap(await api.GET('/api/team/join/{token}', { params: { path: { token } } })),
    // A link's invitation does not change while its page is open, and a refused read is the answer, not a hiccup.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Joins with the link; answers a session as signing in does. */
export async function acceptTeamInvitation(
  token: string,
  body: TeamInvitationAcceptance,
): Promise<JoinedSession> {
  return unwrap(await api.POST('/api/team/join/{token}', { params: { path: { token } }, body }));
}
