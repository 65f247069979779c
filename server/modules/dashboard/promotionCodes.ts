import type { Db } from '../../db/database.ts';
import { promotionCode } from '../auth/accounts.ts';

/** The person's referral code (My QR); one made without a code (by hand, or by a test) gets one now. */
export async function promotionCodeOf(db: Db, userId: string): Promise<string> {
  const find = () =>
    db.selectFrom('referral_stats').select('promotion_code').where('user_id', '=', userId).executeTakeFirst();
  const known = await find();
  if (known) return known.promotion_code;
  await db
    .insertInto('referral_stats')
    .values({ user_id: userId, promotion_code: promotionCode() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const made = await find();
  if (!made) throw new Error(`No referral code for ${userId}`);
  return made.promotion_code;
}

/** The answer to a report or a booking naming a code no one has. */
export const PROMOTION_CODE_NOT_FOUND = 'El código de promoción no existe';

/** Whose referral code this is, or undefined for a code nobody has. */
export async function ownerOfPromotionCode(db: Db, code: string): Promise<string | undefined> {
  const owner = await db
    .selectFrom('referral_stats')
    .select('user_id')
    .where('promotion_code', '=', code)
    .executeTakeFirst();
  return owner?.user_id;
}
