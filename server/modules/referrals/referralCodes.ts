import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { ownerOfPromotionCode, PROMOTION_CODE_NOT_FOUND } from '../dashboard/promotionCodes.ts';

/** Who brought a visitor with this code: its owner, or 404 for a code no one has. */
export async function referrerOf(db: Db, code: string): Promise<string> {
  const owner = await ownerOfPromotionCode(db, code);
  if (!owner) throw notFound(PROMOTION_CODE_NOT_FOUND);
  return owner;
}

/** The address a printed QR code holds: the portal's scan of the code, which counts it and sends the visitor on. */
export function scanUrlOf(origin: string, code: string): string {
  return `${origin}/api/referrals/scan/${encodeURIComponent(code)}`;
}

/**
 * Where a scan sends the visitor: the portal's home with the code, so their next steps are attributed to it; the
 * home alone for a code no one has (a printed QR never shows an error).
 */
export function landingOf(code: string | undefined): string {
  return code === undefined ? '/' : `/?ref=${encodeURIComponent(code)}`;
}

/** The code a reservation keeps: the one its traveler came with, when someone has it (else 404), or none. */
export async function referralCodeOfBooking(db: Db, code: string | undefined): Promise<string | null> {
  if (code === undefined) return null;
  await referrerOf(db, code);
  return code;
}
