import { randomUUID } from 'node:crypto';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';

type InfluencerInput = components['schemas']['InfluencerInput'];
type InfluencerFields = components['schemas']['InfluencerFields'];
export type InfluencerProfile = components['schemas']['InfluencerProfile'];

/**
 * An influencer's one profile (SPEC §3 Influencer payload): the contract's camelCase fields to their columns and
 * back. Every query is the owner's own (`user_id`); the profile's id (`strapi_profile_id`) is what the account links.
 */

/** The columns a save writes, from a checked input (influencerInput.ts). */
export interface InfluencerValues {
  first_name: string;
  last_name: string;
  public_name: string;
  phone: string | null;
  age: number;
  active_since: number;
  gender: string;
  country: string;
  state: string;
  categories: string;
  new_category: string | null;
  languages: string;
  descriptions: string;
  social_media: string;
  photo_id: string;
}

/** Postgres' "unique violation": the account has a profile already. */
const UNIQUE_VIOLATION = '23505';

/** Empty optional text is no text: stored as null, answered as absent. */
const textOrNull = (text: string | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The input's fields as columns: names trimmed, the lists as JSON, the other categories' text as typed. */
export function influencerValuesOf(input: InfluencerInput): InfluencerValues {
  return {
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    public_name: input.publicName.trim(),
    phone: textOrNull(input.phone),
    age: input.age,
    active_since: input.activeSince,
    gender: input.gender,
    country: input.country,
    state: input.state,
    categories: JSON.stringify(input.influencers_categories),
    new_category: textOrNull(input.newCategory),
    languages: JSON.stringify(input.languages),
    descriptions: JSON.stringify(
      input.descriptions.map(({ code, description }) => ({ code, description: description.trim() })),
    ),
    social_media: JSON.stringify(input.socialMedia ?? []),
    photo_id: input.photo,
  };
}

/** A fresh id of the content service's kind for a new profile: `inf_` and 32 hex digits. */
export const newStrapiProfileId = (): string => `inf_${randomUUID().replaceAll('-', '')}`;

/**
 * The user's profile as the contract answers it, or undefined before they registered one. Columns hold only what
 * the contract validated on the way in, so their enums are read back as the contract's.
 */
export async function influencerProfileOf(db: Db, userId: string): Promise<InfluencerProfile | undefined> {
  const row = await db
    .selectFrom('influencer_profiles')
    .innerJoin('users', 'users.id', 'influencer_profiles.user_id')
    .innerJoin('influencer_pictures', 'influencer_pictures.id', 'influencer_profiles.photo_id')
    .selectAll('influencer_profiles')
    .select(['users.email', 'influencer_pictures.url as photo_url'])
    .where('influencer_profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    strapi_profile_id: row.strapi_profile_id,
    firstName: row.first_name,
    lastName: row.last_name,
    publicName: row.public_name,
    ...(row.phone === null ? {} : { phone: row.phone }),
    email: row.email,
    age: row.age,
    activeSince: row.active_since,
    gender: row.gender as InfluencerFields['gender'],
    country: row.country as InfluencerFields['country'],
    state: row.state,
    influencers_categories: row.categories as InfluencerFields['influencers_categories'],
    ...(row.new_category === null ? {} : { newCategory: row.new_category }),
    languages: row.languages as InfluencerFields['languages'],
    descriptions: row.descriptions as InfluencerFields['descriptions'],
    socialMedia: row.social_media as NonNullable<InfluencerFields['socialMedia']>,
    photo: row.photo_id,
    photo_url: row.photo_url,
    enabled: row.enabled,
    contactWay: 'email',
  };
}

/** The id of the user's profile, or undefined before they registered one. */
export async function influencerProfileIdOf(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('influencer_profiles')
    .select('strapi_profile_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.strapi_profile_id;
}

/**
 * Registers the user's profile under a fresh id; false when they have one already (a second request that raced
 * the first included), which the caller answers 409.
 */
export async function insertInfluencerProfile(
  db: Db,
  userId: string,
  values: InfluencerValues,
  strapiProfileId: string = newStrapiProfileId(),
): Promise<boolean> {
  try {
    const inserted = await db
      .insertInto('influencer_profiles')
      .values({ user_id: userId, strapi_profile_id: strapiProfileId, ...values })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  } catch (error) {
    if ((error as { code?: string } | null)?.code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

/**
 * Saves the user's profile of that id over the stored one; answers the photo it named before, or undefined when the
 * id is not the user's profile (SPEC §6: another's profile is as unknown as a made-up one).
 */
export async function updateInfluencerProfile(
  db: Db,
  userId: string,
  strapiProfileId: string,
  values: InfluencerValues,
): Promise<{ previousPhoto: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('influencer_profiles')
      .select('photo_id')
      .where('user_id', '=', userId)
      .where('strapi_profile_id', '=', strapiProfileId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('influencer_profiles')
      .set({ ...values, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    return { previousPhoto: before.photo_id };
  });
}
