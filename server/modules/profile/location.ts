import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';

type UserLocation = components['schemas']['UserLocation'];
type StoredUserLocation = components['schemas']['StoredUserLocation'];
type LanguageCode = components['schemas']['LanguageCode'];

/** The saved location, or before the first save the country chosen at registration (when it is a known one). */
export async function userLocationOf(db: Db, userId: string): Promise<StoredUserLocation> {
  const saved = await db
    .selectFrom('user_locations')
    .select(['country', 'state', 'city', 'language'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (saved) return saved;
  const row = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .leftJoin('countries', 'countries.id', 'persons.country')
    .select(['countries.id as country', 'users.language'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { country: row.country ?? '', state: '', city: '', language: row.language };
}

/** Stores the location; its language becomes the account's. */
export async function saveUserLocation(db: Db, userId: string, location: UserLocation) {
  const values = {
    country: location.country,
    state: location.state,
    city: location.city,
    language: location.language,
  };
  await db
    .insertInto('user_locations')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  await db.updateTable('users').set({ language: location.language }).where('id', '=', userId).execute();
  return values;
}

/** The header's language switch: the account's language, and its location's, follow the person's choice. */
export async function setUserLanguage(db: Db, userId: string, language: LanguageCode) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ language }).where('id', '=', userId).execute();
    await trx.updateTable('user_locations').set({ language }).where('user_id', '=', userId).execute();
  });
}
