import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';

type PersonProfileInput = components['schemas']['PersonProfileInput'];

/** The person of the account, with the account's login email. */
export function personalInformationOf(db: Db, userId: string) {
  return db
    .selectFrom('persons')
    .innerJoin('users', 'users.id', 'persons.user_id')
    .selectAll('persons')
    .select('users.email')
    .where('persons.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Stores the personal information form: names trimmed, lists as JSON. */
export async function savePersonalInformation(db: Db, userId: string, info: PersonProfileInput) {
  await db
    .updateTable('persons')
    .set({
      first_name: info.first_name.trim(),
      last_name: info.last_name.trim(),
      phones: JSON.stringify(info.phones),
      date_of_birth: info.date_of_birth,
      description: info.description ?? null,
      languages: JSON.stringify(info.languages),
      gender_id: info.tb_lg_gender_gender_id,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Points the person's picture at a stored file; answers the one it replaced, for removing. */
export async function replacePersonalPicture(db: Db, userId: string, url: string): Promise<string | null> {
  const before = await db
    .selectFrom('persons')
    .select('picture_url')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await db.updateTable('persons').set({ picture_url: url }).where('user_id', '=', userId).execute();
  return before?.picture_url ?? null;
}
