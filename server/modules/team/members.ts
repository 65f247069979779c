import type { components } from '../../../openapi/schema.d.ts';
import { nextSessionVersion } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../errors.ts';

type TeamMember = components['schemas']['TeamMember'];
type TeamMemberRole = components['schemas']['TeamMemberRole'];

/** The most people (besides the owner) a team holds, members and pending invitations together. */
export const TEAM_LIMIT = 20;

/** The company whose team this is, with what the team screens and mails name it by; 409 for a personal account. */
export async function requireCompany(db: Db, companyId: string) {
  const row = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.language',
      'users.business_category',
      'users.created_at',
      'persons.first_name',
      'persons.last_name',
      'business_profiles.name as business_name',
    ])
    .where('users.id', '=', companyId)
    .executeTakeFirst();
  if (row?.business_category !== 'company')
    throw new ApiError(409, 'not_a_company', 'Only a company account has a team');
  const personName = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return { ...row, name: row.business_name || personName, personName };
}

export type Company = Awaited<ReturnType<typeof requireCompany>>;

const memberColumns = [
  'users.id',
  'users.email',
  'persons.first_name',
  'persons.last_name',
  'team_members.role',
  'team_members.joined_at',
] as const;

function memberView(
  row: { id: string; email: string; first_name: string | null; last_name: string | null },
  role: TeamMember['role'],
  joinedAt: Date,
  you: string,
): TeamMember {
  return {
    id: row.id,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    email: row.email,
    role,
    joined_at: new Date(joinedAt).toISOString(),
    is_you: row.id === you,
  };
}

/** The owner (the company's own person) first, then the members by the date they joined. */
export async function teamMembers(db: Db, company: Company, you: string): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select(memberColumns)
    .where('team_members.company_id', '=', company.id)
    .orderBy('team_members.joined_at')
    .orderBy('users.id')
    .execute();
  return [
    memberView(company, 'owner', company.created_at, you),
    ...rows.map((row) => memberView(row, row.role, row.joined_at, you)),
  ];
}

/** How many members the team has now (the owner aside). */
export async function memberCount(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the e-mail is the owner's or one of the members' (inviting it again would change nothing). */
export async function isInTeam(db: Db, company: Company, email: string): Promise<boolean> {
  if (company.email === email) return true;
  const row = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select('users.id')
    .where('team_members.company_id', '=', company.id)
    .where('users.email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new role for a member of the company; 404 for anyone else (the owner's own id included). */
export async function changeMemberRole(
  db: Db,
  companyId: string,
  memberId: string,
  role: TeamMemberRole,
  you: string,
): Promise<TeamMember> {
  const changed = await db
    .updateTable('team_members')
    .set({ role })
    .where('company_id', '=', companyId)
    .where('user_id', '=', memberId)
    .returning('user_id')
    .executeTakeFirst();
  if (!changed) throw notFound('Team member not found');
  const row = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select(memberColumns)
    .where('team_members.user_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return memberView(row, row.role, row.joined_at, you);
}

/**
 * Takes the member out of the company's team, in one transaction with what ends their part in it: their session
 * version is raised (every token they hold is refused from the next request; tell `sessions.ended` after the
 * commit) and the company's pushes to their devices stop. Their account stays; 404 when they are not a member.
 */
export async function removeMember(db: Db, companyId: string, memberId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('team_members')
      .where('company_id', '=', companyId)
      .where('user_id', '=', memberId)
      .returning('user_id')
      .executeTakeFirst();
    if (!removed) throw notFound('Team member not found');
    await trx.updateTable('users').set(nextSessionVersion).where('id', '=', memberId).execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', companyId)
      .where('actor_id', '=', memberId)
      .execute();
    await trx
      .deleteFrom('notification_preferences')
      .where('user_id', '=', companyId)
      .where('actor_id', '=', memberId)
      .execute();
  });
}
