import { sql, type Transaction } from 'kysely';
import { isGastronomyType } from '../../../../../machines/productTypes.ts';
import type { WizardStep } from '../../../../../machines/wizardSteps.ts';
import type { AccessClaims } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/database.ts';
import type { Database } from '../../../../db/schema.ts';
import {
  lockOwnedProduct,
  markStepSaved,
  type ProductRow,
  type StepSaved,
  stepNumberOf,
  tbGcmStatus,
} from '../../productAccess.ts';
import { requireFamily, stepOf } from '../../stepPlacement.ts';

/**
 * A restaurant's list steps (SPEC §4: "menu and location steps mark step 7 (menu) or 2 (locations) complete when at
 * least one item exists, incomplete when none remain"): each change runs in one transaction on the locked product,
 * so two changes of one restaurant queue and the last item's removal is seen by the one that makes it.
 */

export interface ListChange {
  trx: Transaction<Database>;
  product: ProductRow;
  /** The wizard step the list fills (its number is the product wizard's). */
  step: WizardStep;
}

/** Runs a change of one of the caller's restaurant's lists; another provider's or family's product answers 404. */
export function changeRestaurantList<T>(
  db: Db,
  caller: AccessClaims,
  id: string,
  step: WizardStep,
  change: (context: ListChange) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const product = requireFamily(await lockOwnedProduct(trx, caller, id), isGastronomyType);
    return change({ trx, product, step: stepOf(product, step) });
  });
}

/** The last item gone: the step is incomplete again and a visible product hidden, since it could not pass review. */
async function markListEmptied({ trx, product, step }: ListChange): Promise<StepSaved> {
  const undone = { [`step${stepNumberOf(product.product_type, step)}`]: false };
  const saved = await trx
    .updateTable('products')
    .set({
      step_validate: sql<string>`step_validate || ${JSON.stringify(undone)}::jsonb`,
      status: 'hidden',
      updated_at: new Date(),
    })
    .where('id', '=', product.id)
    .returning('step_validate')
    .executeTakeFirstOrThrow();
  return {
    _id: product.id,
    product_type: product.product_type as StepSaved['product_type'],
    step_validate: saved.step_validate,
    tb_gcm_status: tbGcmStatus('hidden'),
  };
}

/**
 * The list's step after a change that leaves `remaining` items: complete while one is left (a visible product goes
 * back to review, as after any step's save), incomplete once none is.
 */
export const markListStep = (change: ListChange, remaining: number): Promise<StepSaved> =>
  remaining > 0 ? markStepSaved(change.trx, change.product, change.step) : markListEmptied(change);
