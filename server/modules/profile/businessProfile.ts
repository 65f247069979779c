import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';

type BusinessProfileInput = components['schemas']['BusinessProfileInput'];

/** The account's business profile with the account's category, or undefined before its first save. */
export function businessProfileOf(db: Db, userId: string) {
  return db
    .selectFrom('business_profiles')
    .innerJoin('users', 'users.id', 'business_profiles.user_id')
    .selectAll('business_profiles')
    .select('users.business_category')
    .where('business_profiles.user_id', '=', userId)
    .executeTakeFirst();
}

/** Creates or replaces the business profile form: name trimmed, email normalised, lists as JSON. */
export async function saveBusinessProfile(db: Db, userId: string, profile: BusinessProfileInput) {
  const values = {
    name: profile.name.trim(),
    email: profile.email.trim().toLowerCase(),
    phones: JSON.stringify(profile.phones),
    fundation_date: profile.fundation_date,
    description: profile.description ?? null,
    languages: JSON.stringify(profile.languages),
  };
  await db
    .insertInto('business_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The business profile's logo, or undefined when there is no business profile yet. */
export function businessLogoOf(db: Db, userId: string) {
  return db
    .selectFrom('business_profiles')
    .select('logo_url')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function setBusinessLogo(db: Db, userId: string, url: string) {
  await db.updateTable('business_profiles').set({ logo_url: url }).where('user_id', '=', userId).execute();
}
