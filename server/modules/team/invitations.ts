import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isProductRole } from '../../../machines/roles.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../errors.ts';
import { type Company, memberCount, TEAM_LIMIT } from './members.ts';

type TeamInvitation = components['schemas']['TeamInvitation'];
type TeamMemberRole = components['schemas']['TeamMemberRole'];

/** How long a join link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// Only a hash is stored, as one_time_secrets do: a leaked table hands out no working link.
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export const invitationNotFound = () =>
  new ApiError(404, 'invitation_not_found', 'The invitation is not valid or has expired');

interface InvitationRow {
  id: string;
  email: string;
  role: TeamMemberRole;
  created_at: Date;
  expires_at: Date;
}

export const invitationView = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

const invitationColumns = ['id', 'email', 'role', 'created_at', 'expires_at'] as const;

/** The company's invitations still waiting for an answer, newest first. */
export async function pendingInvitations(
  db: Db,
  companyId: string,
  now = new Date(),
): Promise<TeamInvitation[]> {
  const rows = await db
    .selectFrom('team_invitations')
    .select(invitationColumns)
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(TEAM_LIMIT)
    .execute();
  return rows.map(invitationView);
}

/**
 * A new invitation of `email` to the company's team, answered with the link's secret (only its hash is kept). A
 * pending invitation of the same e-mail is revoked in the same transaction (the new link replaces it); 409
 * `team_full` when members and the other pending invitations already fill the team.
 */
export async function createInvitation(
  db: Db,
  company: Company,
  input: { email: string; role: TeamMemberRole; createdBy: string },
  now = new Date(),
): Promise<{ invitation: TeamInvitation; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('team_invitations')
      .set({ revoked_at: now })
      .where('company_id', '=', company.id)
      .where('email', '=', input.email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const pending = await trx
      .selectFrom('team_invitations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', company.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    if ((await memberCount(trx, company.id)) + Number(pending.n) >= TEAM_LIMIT)
      throw new ApiError(409, 'team_full', `A team has at most ${TEAM_LIMIT} members and invitations`);
    return trx
      .insertInto('team_invitations')
      .values({
        id: randomUUID(),
        company_id: company.id,
        email: input.email,
        role: input.role,
        token_hash: digest(token),
        created_by: input.createdBy,
        created_at: now,
        expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
        accepted_at: null,
        revoked_at: null,
      })
      .returning(invitationColumns)
      .executeTakeFirstOrThrow();
  });
  return { invitation: invitationView(row), token };
}

/** Revokes a pending invitation of the company; 404 when it is another's, or answered, revoked or expired. */
export async function revokeInvitation(db: Db, companyId: string, id: string, now = new Date()) {
  const row = await db
    .updateTable('team_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound('Invitation not found');
}

/** The pending invitation behind a join link, with its company's name; 404 `invitation_not_found` otherwise. */
export async function invitationByToken(db: Db, token: string, now = new Date()) {
  const row = await db
    .selectFrom('team_invitations')
    .innerJoin('users as company', 'company.id', 'team_invitations.company_id')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'company.id')
    .leftJoin('persons', 'persons.user_id', 'company.id')
    .select([
      'team_invitations.id',
      'team_invitations.company_id',
      'team_invitations.email',
      'team_invitations.role',
      'team_invitations.expires_at',
      'company.language',
      'business_profiles.name as business_name',
      'persons.first_name',
      'persons.last_name',
    ])
    .where('team_invitations.token_hash', '=', digest(token))
    .where('team_invitations.accepted_at', 'is', null)
    .where('team_invitations.revoked_at', 'is', null)
    .where('team_invitations.expires_at', '>', now)
    .where('company.business_category', '=', 'company')
    .executeTakeFirst();
  if (!row) throw invitationNotFound();
  const companyName = row.business_name || `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return { ...row, companyName };
}

export type PendingInvitation = Awaited<ReturnType<typeof invitationByToken>>;

/**
 * Why an existing account cannot join a team, or null: it owns a business (a provider role, or products of its
 * own), or it is in a team already.
 */
export async function joinRefusal(
  db: Db,
  userId: string,
): Promise<'owns_business' | 'already_in_team' | null> {
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('provider_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  if (roles.some((r) => isProductRole(r.role)) || product) return 'owns_business';
  const member = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return member ? 'already_in_team' : null;
}

/**
 * The invitee joins: the invitation is used (only if still pending: two answers of one link make one member) and
 * the person becomes a member with its role. 404 when it was answered or revoked meanwhile.
 */
export async function joinTeam(db: Db, invitation: PendingInvitation, userId: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('team_invitations')
      .set({ accepted_at: now })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw invitationNotFound();
    const joined = await trx
      .insertInto('team_members')
      .values({
        user_id: userId,
        company_id: invitation.company_id,
        role: invitation.role,
        invited_by: invitation.company_id,
        joined_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!joined) throw new ApiError(409, 'already_in_team', 'This account is already in a team');
  });
}

/** The invitee's account is proven by the link: verified from now on (a no-op when it already was). */
export async function markInviteeVerified(db: Db, userId: string, now = new Date()) {
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}
