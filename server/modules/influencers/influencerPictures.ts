import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/**
 * An influencer's uploaded pictures (SPEC §5 "Influencer image one only"): the one their profile names, and at
 * most one uploaded since and not saved yet. Every query is the owner's own (`user_id`).
 */

/** Postgres' "foreign key violation": a picture a profile names cannot be deleted. */
const FOREIGN_KEY_VIOLATION = '23503';

export const isForeignKeyViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === FOREIGN_KEY_VIOLATION;

/** Records a stored picture as the user's; answers its id, which the profile's `photo` names. */
export async function insertInfluencerPicture(db: Db, userId: string, url: string): Promise<string> {
  const id = randomUUID();
  await db.insertInto('influencer_pictures').values({ id, user_id: userId, url }).execute();
  return id;
}

/** Whether the picture is one the user uploaded (someone else's id is as unknown as a made-up one). */
export async function isOwnPicture(db: Db, userId: string, pictureId: string): Promise<boolean> {
  const row = await db
    .selectFrom('influencer_pictures')
    .select('id')
    .where('id', '=', pictureId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of the user's unnamed pictures a deletion takes: all but one, or only one. */
type Unnamed = { allBut: string } | { only: string };

/** Deletes the user's pictures no profile names, of `which`, and answers their URLs for the storage to remove. */
async function dropUnnamedPictures(db: Db, userId: string, which: Unnamed): Promise<string[]> {
  try {
    const rows = await db
      .deleteFrom('influencer_pictures')
      .where('user_id', '=', userId)
      .where('id', 'allBut' in which ? '!=' : '=', 'allBut' in which ? which.allBut : which.only)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('influencer_profiles')
              .select('influencer_profiles.user_id')
              .whereRef('influencer_profiles.photo_id', '=', 'influencer_pictures.id'),
          ),
        ),
      )
      .returning('url')
      .execute();
    return rows.map((row) => row.url);
  } catch (error) {
    // A profile took one of them meanwhile: nothing is deleted, the next upload tries again.
    if (isForeignKeyViolation(error)) return [];
    throw error;
  }
}

/** The upload before is replaced by this one (`keep`) unless a profile names it (the contract's upload). */
export const dropUnusedPictures = (db: Db, userId: string, keep: string) =>
  dropUnnamedPictures(db, userId, { allBut: keep });

/** The photo a save replaced is deleted once no profile names it. */
export const dropPictureIfUnused = (db: Db, userId: string, pictureId: string) =>
  dropUnnamedPictures(db, userId, { only: pictureId });
