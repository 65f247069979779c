import type { Db } from '../../db/database.ts';
import type { ReferralEventType } from '../../db/schema.ts';

/** Stores a visit or an inquiry of a visitor the owner's code brought; My QR counts it at its next reading. */
export async function storeReferralEvent(db: Db, ownerId: string, type: ReferralEventType): Promise<void> {
  await db.insertInto('referral_events').values({ owner_id: ownerId, type }).execute();
}
