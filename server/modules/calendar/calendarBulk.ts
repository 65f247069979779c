import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { DayRange } from './availability.ts';
import {
  clashingRanges,
  insertBlockedRanges,
  lockCalendarProducts,
  reopenDays,
} from './availabilityWrites.ts';

type CalendarClash = components['schemas']['CalendarClash'];

export interface BulkWrite {
  productIds: readonly string[];
  days: DayRange;
  lockType: 'blocked' | 'available';
  note: string;
}

export type BulkResult = { updated: number } | { clashes: CalendarClash[] };

/**
 * The same days blocked or reopened on several products, in one transaction: every product is the
 * caller's (404 otherwise, nothing written), and a block either lands on all of them or, when any of them
 * already has a blocked or reserved day there, on none — the answer then names every clash.
 */
export async function saveRangesOnProducts(
  db: Db,
  caller: AccessClaims,
  write: BulkWrite,
): Promise<BulkResult> {
  return db.transaction().execute(async (trx) => {
    const products = await lockCalendarProducts(trx, caller, write.productIds);
    const ids = products.map((p) => p.id);
    if (write.lockType === 'available') return { updated: (await reopenDays(trx, ids, write.days)).size };

    const clashes = await clashingRanges(trx, ids, write.days);
    if (clashes.length > 0) {
      const names = new Map(products.map((p) => [p.id, p.name]));
      return {
        clashes: clashes.map((c) => ({
          product_id: c.product_id,
          name: names.get(c.product_id) ?? '',
          start_date: c.start_date,
          end_date: c.end_date,
          lock_type: c.lock_type,
          reservation_no: c.reservation_no ?? null,
        })),
      };
    }
    await insertBlockedRanges(trx, ids, write.days, write.note);
    return { updated: ids.length };
  });
}
