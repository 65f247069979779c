import type { Db } from '../../db/database.ts';

/**
 * Links the account to its influencer profile of the content service (linkProfileCode): a business profile
 * named by the public name and reached at the login email is made when there is none; one saved before keeps
 * its own details.
 */
export async function linkInfluencerProfile(
  db: Db,
  userId: string,
  link: { strapiId: string; publicName: string },
) {
  const { email } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('business_profiles')
    .values({
      user_id: userId,
      name: link.publicName,
      email,
      languages: '[]',
      phones: '[]',
      strapi_profile_id: link.strapiId,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ strapi_profile_id: link.strapiId }))
    .execute();
}
