import { type Limits, TooManyRequests } from '../../auth/limits.ts';
import type { Db } from '../../db/database.ts';
import { storeDashboardEvent } from '../dashboard/dashboardEvents.ts';
import { ownerOfPromotionCode } from '../dashboard/promotionCodes.ts';

/**
 * Whether this scan is one to count: the first of the code from this address in the limit's window
 * (`referralScansPerAddress`), so a phone scanning twice, or a script, does not inflate the figure.
 */
async function isFirstScanFrom(limits: Limits, code: string, address: string): Promise<boolean> {
  try {
    await limits.take('referralScansPerAddress', `${code}:${address}`);
    return true;
  } catch (error) {
    if (error instanceof TooManyRequests) return false;
    throw error;
  }
}

/**
 * Counts a scan of the code's QR as a scan event of its owner (the control panel counts it too) and answers
 * whether the code is anyone's; an unknown code counts nothing and spends no point of the address.
 */
export async function countScan(
  db: Db,
  limits: Limits,
  code: string,
  address: string,
): Promise<{ known: boolean }> {
  const owner = await ownerOfPromotionCode(db, code);
  if (!owner) return { known: false };
  if (await isFirstScanFrom(limits, code, address)) {
    await storeDashboardEvent(db, { provider_id: owner, product_id: null }, 'scan');
  }
  return { known: true };
}
