import type { Transaction } from 'kysely';
import { stepsOfType } from '../../../machines/productTypes.ts';
import type { WizardStep } from '../../../machines/wizardSteps.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { PRODUCT_NOT_FOUND } from './productAccess.ts';

/** Where a step endpoint's data belongs: which wizard step of this product it is. */

export const STEP_NOT_IN_WIZARD = 'Este paso no existe para este producto';

interface TypedProduct {
  product_type: number;
}

const stepsOf = (productType: number): readonly string[] => stepsOfType(productType);

/**
 * The first of the candidate steps this product's wizard has (the bedrooms endpoint serves `rooms` for
 * vacation rentals and unique stays, `capacity` for private rooms; a general step's path serves a room's own
 * `room-…` step). A product whose wizard has none of
 * them has no such resource: 404, rather than a step number that does not exist.
 */
export function stepOf<S extends WizardStep>(product: TypedProduct, ...candidates: S[]): S {
  const steps = stepsOf(product.product_type);
  const step = candidates.find((candidate) => steps.includes(candidate));
  if (!step) throw notFound(STEP_NOT_IN_WIZARD);
  return step;
}

/**
 * Paths that name the product type (`/booking/{id}/{type}`) address that product only as that type;
 * another type answers 404 like an unknown id, so a step is never written under the wrong wizard.
 */
export function requirePathType<P extends TypedProduct>(product: P, type: number): P {
  if (product.product_type !== type) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** Stores one step's form inside a transaction that also changes other columns of the product. */
export async function upsertStepData(
  trx: Transaction<Database>,
  productId: string,
  step: WizardStep,
  data: unknown,
): Promise<void> {
  const json = JSON.stringify(data);
  await trx
    .insertInto('product_steps')
    .values({ product_id: productId, step, data: json, updated_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['product_id', 'step']).doUpdateSet({ data: json, updated_at: new Date() }),
    )
    .execute();
}

/** Family paths (`/api/thingsToDo/...`) serve only their family's types: any other product answers 404. */
export function requireFamily<P extends TypedProduct>(product: P, isOfFamily: (type: number) => boolean): P {
  if (!isOfFamily(product.product_type)) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}
