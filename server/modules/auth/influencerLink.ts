import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';

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
  // Only one's own profile (SPEC §6 "only influencer-profile owners edit their profile"): another's id is refused.
  const own = await db
    .selectFrom('influencer_profiles')
    .select('user_id')
    .where('strapi_profile_id', '=', link.strapiId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) throw new ApiError(400, 'invalid_request', 'strapiId is not your influencer profile', 'strapiId');
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
