import { hasAnyRole, PRODUCT_ROLES } from '../../../machines/roles.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../errors.ts';

export type AuthUser = components['schemas']['AuthUser'];
export type RoleItem = components['schemas']['RoleItem'];
type AuthTeam = NonNullable<AuthUser['team']>;

export async function rolesOf(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((r) => r.role);
}

export const roleItems = (roles: number[]): RoleItem[] =>
  roles.map((value) => ({ value: value as RoleItem['value'] }));

/**
 * The company a person is a member of (issue 32), with their role there; none when they are in no team, or when
 * the account they joined is no longer a company (sessions.ts maps callers the same way).
 */
async function membershipOf(db: Db, personId: string) {
  return db
    .selectFrom('team_members')
    .innerJoin('users as company', 'company.id', 'team_members.company_id')
    .select(['team_members.company_id', 'team_members.role'])
    .where('team_members.user_id', '=', personId)
    .where('company.business_category', '=', 'company')
    .executeTakeFirst();
}

/** The person signed in, as `team.member` shows them. */
async function memberOf(db: Db, personId: string): Promise<AuthTeam['member'] | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select(['users.id', 'users.email', 'persons.first_name', 'persons.last_name'])
    .where('users.id', '=', personId)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, first_name: row.first_name ?? '', last_name: row.last_name ?? '', email: row.email };
}

/**
 * The auth record of SPEC §3 of the person signed in (a user id, or the caller of a request), or null when they do
 * not exist. A team member's (issue 32) is the company's record, the account they act for, with `team` naming them
 * and their role; the company's own has `team.role` owner; anyone else's `team` is null.
 */
export async function loadAuthUser(db: Db, who: string | AccessClaims): Promise<AuthUser | null> {
  const personId = typeof who === 'string' ? who : (who.actor ?? who.sub);
  const membership = await membershipOf(db, personId);
  const user = await accountRecordOf(db, membership?.company_id ?? personId);
  if (!user) return null;
  const roles = user.tb_lg_as_user_role.map((r) => r.value);
  const companyName = user.tb_lg_person.tb_bp_md_business_profile?.name ?? '';
  const owns =
    user.tb_lg_person.tb_bp_bc_business_category_id === 'company' && hasAnyRole(roles, PRODUCT_ROLES);
  const role = membership?.role ?? (owns ? 'owner' : null);
  const member = role ? await memberOf(db, personId) : null;
  return { ...user, team: role && member ? { role, company_name: companyName, member } : null };
}

/** The auth record of one account as stored, without its team. */
async function accountRecordOf(db: Db, userId: string): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.language',
      'users.basic_profile',
      'users.business_category',
      'users.password_hash',
      'persons.first_name',
      'persons.last_name',
      'persons.country',
      'persons.picture_url',
      'business_profiles.name as business_name',
      'business_profiles.logo_url',
      'business_profiles.strapi_profile_id',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const roles = await rolesOf(db, userId);
  return {
    _id: row.id,
    basic_profile: row.basic_profile,
    local_login: row.password_hash !== null,
    tb_lg_as_user_role: roleItems(roles),
    tb_gcm_language: row.language,
    tb_lg_person: {
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      email: row.email,
      country: row.country ?? '',
      tb_bp_bc_business_category_id: row.business_category,
      tb_lg_profile_picture: { url_photo: row.picture_url ?? null },
      tb_bp_md_business_profile:
        row.business_name === null
          ? null
          : {
              name: row.business_name,
              tb_bp_logo_picture: { url_photo: row.logo_url ?? null },
              strapi_profile_id: row.strapi_profile_id ?? null,
            },
    },
  };
}

/**
 * The auth record of the person signed in (a user id, or the request's caller: a team member's is the company's,
 * see loadAuthUser); a user deleted since their token was checked is signed out (401), not a failure.
 */
export async function requireAuthUser(db: Db, who: string | AccessClaims): Promise<AuthUser> {
  const user = await loadAuthUser(db, who);
  if (!user) throw unauthorized();
  return user;
}

/**
 * The basic profile is complete when the account type is chosen and its profile saved:
 * a company needs its business profile, a person their personal information.
 */
export async function refreshBasicProfile(db: Db, userId: string): Promise<void> {
  const row = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .select(['users.business_category', 'persons.date_of_birth', 'business_profiles.name as business_name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const complete =
    (row.business_category === 'company' && Boolean(row.business_name)) ||
    (row.business_category === 'personal' && Boolean(row.date_of_birth));
  await db.updateTable('users').set({ basic_profile: complete }).where('id', '=', userId).execute();
}
