import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { mayCreateType } from '../../../machines/productTypes.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import {
  findOwnedProduct,
  markStepSaved,
  type ProductRow,
  type StepSaved,
  tbGcmStatus,
  withoutMirrorFields,
} from './productAccess.ts';
import { upsertStepData } from './stepPlacement.ts';

/** The texts every family's information step keeps in the product's columns too. */
export interface InformationTexts {
  name: string;
  title: string;
  description: string;
  commission_model?: 1 | 2;
}

/** Trimmed texts; a blank one answers 400 naming it (the contract only counts characters). */
export function trimmedTexts<T extends InformationTexts>(form: T): T {
  const info = {
    ...form,
    name: form.name.trim(),
    title: form.title.trim(),
    description: form.description.trim(),
  };
  for (const field of ['name', 'title', 'description'] as const) {
    if (!info[field]) throw new ApiError(400, 'invalid_request', `${field} is required`, field);
  }
  return info;
}

/** SPEC §6 product availability: a 403 unless one of the caller's roles may create this type (the kinds table). */
export function requireMayCreate(caller: AccessClaims, productType: number): void {
  if (!mayCreateType(caller.roles, productType))
    throw new ApiError(403, 'forbidden', 'Your account cannot add this kind of product');
}

/** A new hidden product of any family from its information step (SPEC §7 POST create), step 1 complete. */
export async function createProduct(
  db: Db,
  caller: AccessClaims,
  productType: number,
  language: 'es' | 'en',
  info: InformationTexts,
): Promise<StepSaved> {
  const id = randomUUID();
  const stepValidate = { step1: true };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('products')
      .values({
        id,
        provider_id: caller.sub,
        product_type: productType,
        status: 'hidden',
        name: info.name,
        title: info.title,
        description: info.description,
        commission_model: info.commission_model ?? 1,
        step_validate: JSON.stringify(stepValidate),
        language_code: language,
        updated_at: new Date(),
      })
      .execute();
    await upsertStepData(trx, id, 'information', info);
  });
  return {
    _id: id,
    product_type: productType as StepSaved['product_type'],
    step_validate: stepValidate,
    tb_gcm_status: tbGcmStatus('hidden'),
  };
}

/** Saves the information step again, with the columns; a visible product goes back to review. */
export async function updateProductInformation(
  trx: Transaction<Database>,
  product: Awaited<ReturnType<typeof findOwnedProduct>>,
  info: InformationTexts,
): Promise<StepSaved> {
  await upsertStepData(trx, product.id, 'information', info);
  await trx
    .updateTable('products')
    .set({
      name: info.name,
      title: info.title,
      description: info.description,
      ...(info.commission_model !== undefined ? { commission_model: info.commission_model } : {}),
    })
    .where('id', '=', product.id)
    .execute();
  return markStepSaved(trx, product, 'information');
}

/**
 * The information step of a family whose information is its texts (and, where its kind has one, its commission
 * model): the form as stored (its per-type id and mirror fields dropped, the texts trimmed), a new hidden product from
 * it, and the step saved again on a product `ofFamily` accepts (404 otherwise). Tours, attractions and restaurants.
 */
export function textsInformation<Form extends InformationTexts>(
  idKey: keyof Form & string,
  ofFamily: <P extends ProductRow>(product: P, type?: number) => P,
) {
  const checked = (body: Form): Form => {
    const { [idKey]: _ignored, ...form } = withoutMirrorFields(body);
    return trimmedTexts(form as Form);
  };
  return {
    /** SPEC §7 POST create, by whoever may create the type (SPEC §6); step 1 complete. */
    async add(db: Db, caller: AccessClaims, productType: number, language: 'es' | 'en', body: Form) {
      requireMayCreate(caller, productType);
      return createProduct(db, caller, productType, language, checked(body));
    },
    /** Saves the step again; a visible product goes back to review (markStepSaved). */
    update(
      db: Db,
      caller: AccessClaims,
      id: string,
      type: number | undefined,
      body: Form,
    ): Promise<StepSaved> {
      return db.transaction().execute(async (trx) => {
        const product = ofFamily(await findOwnedProduct(trx, caller, id), type);
        return updateProductInformation(trx, product, checked(body));
      });
    },
  };
}
