import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../errors.ts';

export type AuthUser = components['schemas']['AuthUser'];
export type RoleItem = components['schemas']['RoleItem'];

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

/** The auth record of SPEC §3 for one user, or null when the user does not exist. */
export async function loadAuthUser(db: Db, userId: string): Promise<AuthUser | null> {
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

/** The caller's auth record; a user deleted since their token was checked is signed out (401), not a failure. */
export async function requireAuthUser(db: Db, userId: string): Promise<AuthUser> {
  const user = await loadAuthUser(db, userId);
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
