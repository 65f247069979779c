import { sql, type Transaction } from 'kysely';
import { STATUS_IDS, STATUS_NAMES, stepsOfType } from '../../../machines/productTypes.ts';
import { ROLE } from '../../../machines/roles.ts';
import type { WizardStep } from '../../../machines/wizardSteps.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { Database, ProductStatusName } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export type ProductRow = Awaited<ReturnType<typeof findOwnedProduct>>;
export type TbGcmStatus = components['schemas']['TbGcmStatus'];
export type StepSaved = components['schemas']['StepSaved'];

/** SPEC §6: the platform operator reviews every provider's products. */
export const isOperator = (caller: AccessClaims) => caller.roles.includes(ROLE.operator);

export const PRODUCT_NOT_FOUND = 'El producto no existe';

export const tbGcmStatus = (status: ProductStatusName): TbGcmStatus => ({
  _id: STATUS_IDS[status],
  status: STATUS_NAMES[status],
});

/**
 * The caller's own product, or 404 — also for another provider's product, so ids of others' products
 * cannot even be confirmed to exist. Writes go through this.
 */
export async function findOwnedProduct(db: Db | Transaction<Database>, caller: AccessClaims, id: string) {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('provider_id', '=', caller.sub)
    .executeTakeFirst();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** The caller's product locked for the transaction (uploads queue on it), or 404 like `findOwnedProduct`. */
export async function lockOwnedProduct(trx: Transaction<Database>, caller: AccessClaims, id: string) {
  const locked = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('provider_id', '=', caller.sub)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw notFound(PRODUCT_NOT_FOUND);
  return findOwnedProduct(trx, caller, id);
}

/** Reads: the owner's product, or any product for the operator (review); 404 for anyone else. */
export async function findReadableProduct(db: Db, caller: AccessClaims, id: string) {
  let query = db.selectFrom('products').selectAll().where('id', '=', id);
  if (!isOperator(caller)) query = query.where('provider_id', '=', caller.sub);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** 1-based number of a wizard step for this product type (a room's among its room steps), as `step_validate` counts it. */
export function stepNumberOf(productType: number, step: WizardStep): number {
  const steps: readonly string[] = stepsOfType(productType);
  const index = steps.indexOf(step);
  if (index < 0) throw new Error(`Step ${step} is not a step of product type ${productType}`);
  return index + 1;
}

/** A step's stored form, or null before its first save. */
export async function readStepData<T>(db: Db, productId: string, step: WizardStep): Promise<T | null> {
  const row = await db
    .selectFrom('product_steps')
    .select('data')
    .where('product_id', '=', productId)
    .where('step', '=', step)
    .executeTakeFirst();
  return (row?.data as T | undefined) ?? null;
}

/**
 * A room's change is its property's (issue 29): a property travellers could see goes back to review, as after any
 * edit of its own. Nothing happens to a hidden one. Runs inside the transaction of the change.
 */
export async function sendPropertyBackToReview(
  trx: Transaction<Database>,
  propertyId: string,
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ status: 'revision', review_reason: null, updated_at: new Date() })
    .where('id', '=', propertyId)
    .where('status', '<>', 'hidden')
    .execute();
}

/**
 * After a step was saved (SPEC §4): the step is marked complete, and a product travellers could see
 * (published or in revision) goes back to review, since edits appear publicly only after a new review; a room's
 * step sends its property back. Runs inside the transaction that stored the step.
 */
export async function markStepSaved(
  trx: Transaction<Database>,
  product: {
    id: string;
    product_type: number;
    status: ProductStatusName;
    step_validate: Record<string, boolean>;
    /** The property of a room; null (or left out) for a product of its own. */
    parent_id?: string | null;
  },
  step: WizardStep,
): Promise<StepSaved> {
  const done = { [`step${stepNumberOf(product.product_type, step)}`]: true };
  const backToReview = product.status !== 'hidden';
  const status: ProductStatusName = backToReview ? 'revision' : 'hidden';
  // Merged by the database, not written back whole: two steps saved at once (two tabs, a quick save and an upload)
  // each add their own mark instead of the second overwriting the first's.
  const saved = await trx
    .updateTable('products')
    .set({
      step_validate: sql<string>`step_validate || ${JSON.stringify(done)}::jsonb`,
      status,
      updated_at: new Date(),
      ...(backToReview ? { review_reason: null } : {}),
    })
    .where('id', '=', product.id)
    .returning('step_validate')
    .executeTakeFirstOrThrow();
  const stepValidate = saved.step_validate;
  if (product.parent_id) await sendPropertyBackToReview(trx, product.parent_id);
  return {
    _id: product.id,
    product_type: product.product_type as StepSaved['product_type'],
    step_validate: stepValidate,
    tb_gcm_status: tbGcmStatus(status),
  };
}

/** Stores one step's form and marks it saved, in one transaction; the product must be the caller's. */
export async function saveStepData(
  db: Db,
  caller: AccessClaims,
  productId: string,
  step: WizardStep,
  data: unknown,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = await findOwnedProduct(trx, caller, productId);
    const json = JSON.stringify(data);
    await trx
      .insertInto('product_steps')
      .values({ product_id: productId, step, data: json, updated_at: new Date() })
      .onConflict((oc) =>
        oc.columns(['product_id', 'step']).doUpdateSet({ data: json, updated_at: new Date() }),
      )
      .execute();
    return markStepSaved(trx, product, step);
  });
}

/** The legacy mirror fields (SPEC §7 "mg_id, mg_body and mg_ variants") are accepted and not stored. */
export function withoutMirrorFields<T extends object>(body: T): T {
  return Object.fromEntries(
    Object.entries(body).filter(([key]) => !key.startsWith('mg_') && !key.startsWith('mongo_')),
  ) as T;
}
