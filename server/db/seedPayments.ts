import type { Db } from './database.ts';
import { DEMO_CAST, type DemoCast } from './seedCast.ts';
import { demoOwnerId } from './seedOnce.ts';

/**
 * The demo company's payout data (issue 15): a payment method only — a bank transfer in Guatemala — so the
 * profile and the dashboard show the beneficiary and the tax register as still missing. Added once: a saved
 * choice is left as it is.
 */
export async function seedDemoPayments(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const ownerId = await demoOwnerId(db, cast);
  if (!ownerId) return;
  await db
    .insertInto('payment_profiles')
    .values({ user_id: ownerId, country: 'gt', payment_method: 'local_transfer', updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
