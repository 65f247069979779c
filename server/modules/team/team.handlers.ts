import { isStrongPassword } from '../../../machines/passwordRules.ts';
import { ROLE } from '../../../machines/roles.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { recordActivity } from '../../http/activity.ts';
import { linkOrigin } from '../../http/linkOrigin.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { teamInvitationMail } from '../../mail/templates.ts';
import { accountIdByEmail, createAccount, normalEmail, signInRecordOf } from '../auth/accounts.ts';
import { openSession } from '../auth/session.ts';
import {
  createInvitation,
  invitationByToken,
  joinRefusal,
  joinTeam,
  markInviteeVerified,
  pendingInvitations,
  revokeInvitation,
} from './invitations.ts';
import {
  changeMemberRole,
  isInTeam,
  removeMember,
  requireCompany,
  TEAM_LIMIT,
  teamMembers,
} from './members.ts';
import { activityPage } from './teamActivity.ts';

const MESSAGES = {
  alreadyMember: 'This person is already in the team',
  wrongPassword: 'Password incorrect',
  invalidPassword: 'Invalid password',
  ownsBusiness: 'This account has a business of its own and cannot join a team',
  alreadyInTeam: 'This account is already in a team',
  nameRequired: (field: string) => `${field} is required`,
};

/**
 * A company's team (issue 32): the owner (the company account) invites people by e-mail as managers or staff, who
 * join with their own accounts through the mailed link and then act for the company (server/auth/sessions.ts);
 * removing one ends their sessions at once. Who may call what by team role is server/http/teamRoles.ts (these are
 * the owner's, the join link's are public); `caller.sub` is the company, `caller.actor` the person.
 */
export function teamHandlers(deps: Deps) {
  const { db, mailer, sessions, limits, config } = deps;

  return {
    async getTeam(request) {
      const caller = callerOf(request);
      const company = await requireCompany(db, caller.sub);
      return {
        members: await teamMembers(db, company, caller.actor ?? caller.sub),
        invitations: await pendingInvitations(db, company.id),
        limit: TEAM_LIMIT,
      };
    },

    /** Mailed in the owner's language, with the link to the public join page. */
    async inviteTeamMember(request, reply) {
      const caller = callerOf(request);
      const company = await requireCompany(db, caller.sub);
      const email = normalEmail(request.body.email);
      if (await isInTeam(db, company, email))
        throw new ApiError(409, 'already_member', MESSAGES.alreadyMember, 'email');
      const { invitation, token } = await createInvitation(db, company, {
        email,
        role: request.body.role,
        createdBy: caller.actor ?? caller.sub,
      });
      const link = `${linkOrigin(config, request)}/team/join?${new URLSearchParams({ token })}`;
      await mailer.send({
        to: email,
        link,
        ...teamInvitationMail(company.language, company.personName, company.name, invitation.role, link),
      });
      reply.code(201);
      return invitation;
    },

    async revokeTeamInvitation(request, reply) {
      await revokeInvitation(db, callerOf(request).sub, request.params.invitationId);
      return reply.code(204).send() as never;
    },

    /** The member acts with the new role from their next request, on every server process. */
    async updateTeamMember(request) {
      const caller = callerOf(request);
      const { memberId } = request.params;
      const member = await changeMemberRole(
        db,
        caller.sub,
        memberId,
        request.body.role,
        caller.actor ?? caller.sub,
      );
      sessions.changed(memberId);
      return member;
    },

    /** Their tokens stop working and their sockets close at once (sessions' listeners, server/realtime). */
    async removeTeamMember(request, reply) {
      const { memberId } = request.params;
      await removeMember(db, callerOf(request).sub, memberId);
      sessions.ended(memberId);
      return reply.code(204).send() as never;
    },

    async listTeamActivity(request) {
      const caller = callerOf(request);
      await requireCompany(db, caller.sub);
      return activityPage(db, caller.sub, request.query ?? {});
    },

    async getTeamInvitation(request) {
      await limits.take('loginPerAddress', `team-join:${request.ip}`);
      const invitation = await invitationByToken(db, request.params.token);
      return {
        company_name: invitation.companyName,
        email: invitation.email,
        role: invitation.role,
        expires_at: new Date(invitation.expires_at).toISOString(),
        account_exists: (await accountIdByEmail(db, invitation.email)) !== undefined,
      };
    },

    /**
     * An existing account answers with its own password (guesses count like a sign-in's); a new one is created,
     * verified (the link proved the e-mail), as a traveler: its own roles matter only once it leaves the team.
     */
    async acceptTeamInvitation(request) {
      const body = request.body;
      await limits.take('loginPerAddress', `team-join:${request.ip}`);
      const invitation = await invitationByToken(db, request.params.token);
      let userId = await accountIdByEmail(db, invitation.email);
      if (userId) {
        await limits.take('loginFailuresPerAccount', invitation.email);
        const record = await signInRecordOf(db, invitation.email);
        if (!record?.password_hash || !(await verifyPassword(record.password_hash, body.password)))
          throw new ApiError(401, 'wrong_password', MESSAGES.wrongPassword, 'password');
        await limits.giveBack('loginFailuresPerAccount', invitation.email);
        const refusal = await joinRefusal(db, userId);
        if (refusal)
          throw new ApiError(
            409,
            refusal,
            refusal === 'owns_business' ? MESSAGES.ownsBusiness : MESSAGES.alreadyInTeam,
          );
        await markInviteeVerified(db, userId);
      } else {
        const firstName = body.first_name?.trim();
        const lastName = body.last_name?.trim();
        if (!firstName)
          throw new ApiError(400, 'invalid_request', MESSAGES.nameRequired('first_name'), 'first_name');
        if (!lastName)
          throw new ApiError(400, 'invalid_request', MESSAGES.nameRequired('last_name'), 'last_name');
        if (!isStrongPassword(body.password))
          throw new ApiError(400, 'invalid_password', MESSAGES.invalidPassword, 'password');
        userId = await createAccount(db, {
          email: invitation.email,
          passwordHash: await hashPassword(body.password),
          provider: 'local',
          verified: true,
          language: body.language_code ?? invitation.language,
          role: ROLE.traveler,
          first_name: firstName,
          last_name: lastName,
        });
      }
      await joinTeam(db, invitation, userId);
      sessions.changed(userId);
      await recordActivity(db, {
        team: { company: invitation.company_id, actor: userId, role: invitation.role },
        operationId: 'acceptTeamInvitation',
        area: 'team',
        action: 'create',
        targetId: invitation.id,
      });
      return openSession(deps, userId);
    },
  } satisfies PartialHandlerTable;
}
