import sharp from 'sharp';
import {
  type InfluencerInput,
  influencerCurrentYear,
  influencerProblems,
} from '../../machines/influencerRules.ts';
import { linkInfluencerProfile } from '../modules/auth/influencerLink.ts';
import { insertInfluencerPicture } from '../modules/influencers/influencerPictures.ts';
import {
  influencerProfileIdOf,
  influencerValuesOf,
  insertInfluencerProfile,
} from '../modules/influencers/influencerProfiles.ts';
import type { FileStorage } from '../storage/files.ts';
import { renderImage, STORED_IMAGE_EXTENSION } from '../storage/images.ts';
import type { Db } from './database.ts';
import { castEmail, castId, DEMO_CAST, type DemoCast } from './seedCast.ts';

/** The demo influencer (seed.ts DEMO_ACCOUNTS, role 6). */
export const DEMO_INFLUENCER = 'influencer@demo.gt';

/** A fixed id, so the demo profile has the same one at every seed (`inf_` and 32 hex digits, as new ones). */
const DEMO_PROFILE_KEY = '7b3e9c1a-4d2f-4a8b-9c6e-5f1a2b3c4d5e';

/** Lucía Ramírez's profile as the influencer form sends it (SPEC §3 Influencer payload), but for photo and captcha. */
const DEMO_PROFILE: Omit<InfluencerInput, 'photo'> = {
  firstName: 'Lucía',
  lastName: 'Ramírez',
  publicName: 'Lucía Viaja GT',
  phone: '5555 1234',
  age: 29,
  activeSince: 2018,
  gender: 'mujer',
  country: 'gt',
  state: 'gt-sacatepequez',
  influencers_categories: ['Travel', 'Blogger'],
  newCategory: 'Cultura maya',
  languages: ['es', 'en'],
  descriptions: [
    { code: 'es', description: 'Cuento viajes por Guatemala: volcanes, lagos y la comida de cada pueblo.' },
    {
      code: 'en',
      description: "Stories of travel across Guatemala: volcanoes, lakes and every town's food.",
    },
  ],
  socialMedia: [
    { social_media: 'instagram', link: 'https://instagram.com/luciaviajagt', followers: '' },
    { social_media: 'youtube', link: 'https://youtube.com/@luciaviajagt', followers: '' },
  ],
  agreement: true,
  language_code: 'es',
  captcha: 'seed',
};

/** A 500×375 picture (the influencer size, SPEC §5): a warm sky over a green hill, drawn with sharp. */
async function demoInfluencerPicture(): Promise<Buffer> {
  const hill = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="375">' +
      '<circle cx="380" cy="110" r="48" fill="#ffd36b"/>' +
      '<path d="M0 300 Q 150 170 300 260 T 500 230 V 375 H 0 Z" fill="#2a7f62"/>' +
      '</svg>',
  );
  return sharp({ create: { width: 500, height: 375, channels: 3, background: '#e98a4f' } })
    .composite([{ input: hill }])
    .png()
    .toBuffer();
}

/**
 * Gives the demo influencer (of the cast) a complete profile with its picture, stored and re-encoded as an upload
 * is, and links it to the account as the app's `POST /users/link-profile-code` does. Once: an influencer who has a
 * profile keeps it; nothing happens when the accounts' seed did not make the influencer.
 */
export async function seedDemoInfluencer(
  db: Db,
  storage: FileStorage,
  cast: DemoCast = DEMO_CAST,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', castEmail(cast, DEMO_INFLUENCER))
    .executeTakeFirst();
  if (!user || (await influencerProfileIdOf(db, user.id))) return;
  const problems = influencerProblems(DEMO_PROFILE, influencerCurrentYear());
  if (problems.length > 0)
    throw new Error(`The demo influencer profile breaks the rules: ${JSON.stringify(problems)}`);
  const rendered = await renderImage(await demoInfluencerPicture(), 'influencer');
  if (!rendered) throw new Error('The demo influencer picture did not render');
  const url = await storage.put(rendered.image, STORED_IMAGE_EXTENSION, rendered.thumbnail);
  const photo = await insertInfluencerPicture(db, user.id, url);
  const strapiId = `inf_${castId(cast, DEMO_PROFILE_KEY).replaceAll('-', '')}`;
  const values = influencerValuesOf({ ...DEMO_PROFILE, photo });
  await insertInfluencerProfile(db, user.id, values, strapiId);
  await linkInfluencerProfile(db, user.id, { strapiId, publicName: DEMO_PROFILE.publicName });
}
