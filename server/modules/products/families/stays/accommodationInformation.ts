import type { Transaction } from 'kysely';
import { PRODUCT_KINDS } from '../../../../../machines/productKinds.ts';
import { isStayType, type StayType } from '../../../../../machines/productTypes.ts';
import { WIZARD_STEPS } from '../../../../../machines/wizardSteps.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/database.ts';
import type { Database } from '../../../../db/schema.ts';
import { ApiError } from '../../../../errors.ts';
import {
  findOwnedProduct,
  type ProductRow,
  readStepData,
  type StepSaved,
  withoutMirrorFields,
} from '../../productAccess.ts';
import { isPropertyTypeOf, propertyTypeOrFirst } from '../../productCatalogs.ts';
import {
  createProduct,
  requireMayCreate,
  trimmedTexts,
  updateProductInformation,
} from '../../productCreation.ts';
import { requireFamily } from '../../stepPlacement.ts';

export type AccommodationInformation = components['schemas']['AccommodationInformation'];
type AccommodationType = components['schemas']['AccommodationType'];

/** What the information step keeps besides the name, title and description columns. */
type StoredInformation = Omit<AccommodationInformation, 'accommodation_id' | 'mg_id' | 'mg_body'>;

/** A stay's fourth step: its rooms, or a private room's capacity. */
const fourthStepOf = (type: StayType) => WIZARD_STEPS[PRODUCT_KINDS[type].wizard][3];

/** The form as stored: trimmed texts, the property type checked against the product type's catalogue. */
async function checkedInformation(
  db: Db | Transaction<Database>,
  productType: number,
  body: AccommodationInformation,
): Promise<StoredInformation> {
  const { accommodation_id: _ignored, ...form } = withoutMirrorFields(body);
  const info: StoredInformation = trimmedTexts({
    ...form,
    ...(form.web_site !== undefined ? { web_site: form.web_site.trim() } : {}),
  });
  if (!(await isPropertyTypeOf(db, productType, info.type_of_property))) {
    throw new ApiError(400, 'invalid_request', 'type_of_property is not valid', 'type_of_property');
  }
  return info;
}

/** A new hidden accommodation from its information step (SPEC §7 POST create). */
export async function createAccommodation(
  db: Db,
  caller: AccessClaims,
  productType: AccommodationType,
  language: 'es' | 'en',
  body: AccommodationInformation,
): Promise<StepSaved> {
  // Hotels and hostels are the hotels family's, with their rooms (issue 29).
  if (!isStayType(productType))
    throw new ApiError(
      400,
      'invalid_request',
      'Hotels and hostels are created at /api/hotels',
      'product_type',
    );
  requireMayCreate(caller, productType);
  const info = await checkedInformation(db, productType, body);
  return createProduct(db, caller, productType, language, info);
}

/** Saves the information step again; a visible product goes back to review (markStepSaved). */
export async function updateAccommodationInformation(
  db: Db,
  caller: AccessClaims,
  id: string,
  body: AccommodationInformation,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = requireFamily(await findOwnedProduct(trx, caller, id), isStayType);
    const info = await checkedInformation(trx, product.product_type, body);
    return updateProductInformation(trx, product, info);
  });
}

/**
 * The stored information step. The columns hold the name, title, description and commission as
 * they are now (other calls change them too). Until a property type valid for the product's type is
 * saved (after a type change, for one), the first of its catalogue stands in: the contract needs one,
 * and step 1 shows incomplete meanwhile.
 */
export async function readAccommodationInformation(
  db: Db,
  product: ProductRow,
): Promise<AccommodationInformation> {
  const stored = await readStepData<StoredInformation>(db, product.id, 'information');
  return {
    ...stored,
    type_of_property: await propertyTypeOrFirst(db, product.product_type, stored?.type_of_property),
    name: product.name,
    title: product.title,
    description: product.description,
    qualification: stored?.qualification ?? 2,
    commission_model: product.commission_model as components['schemas']['CommissionModel'],
  };
}

/**
 * Moves a stay among vacation rental, private room and unique stay. The private room asks for capacity
 * where the others ask for rooms, so step 4 must be done again across that line;
 * property types belong to one type, so the stored one is dropped (and step 1 reopened) when it does
 * not fit the new type. A visible product goes back to review like after any edit.
 */
export async function changeAccommodationType(db: Db, caller: AccessClaims, id: string, to: StayType) {
  // Changing a stay's type makes a product of the new type: only its creators may (a host makes no private room).
  requireMayCreate(caller, to);
  await db.transaction().execute(async (trx) => {
    const product = await findOwnedProduct(trx, caller, id);
    const from = product.product_type;
    if (!isStayType(from)) {
      throw new ApiError(400, 'invalid_request', 'This product type cannot be changed', 'product_type');
    }
    if (from === to) return;
    const stepValidate = { ...product.step_validate };
    if (fourthStepOf(from) !== fourthStepOf(to)) stepValidate.step4 = false;
    const stored = await trx
      .selectFrom('product_steps')
      .select('data')
      .where('product_id', '=', id)
      .where('step', '=', 'information')
      .executeTakeFirst();
    const info = stored?.data as StoredInformation | undefined;
    if (info?.type_of_property && !(await isPropertyTypeOf(trx, to, info.type_of_property))) {
      const { type_of_property: _dropped, ...rest } = info;
      await trx
        .updateTable('product_steps')
        .set({ data: JSON.stringify(rest), updated_at: new Date() })
        .where('product_id', '=', id)
        .where('step', '=', 'information')
        .execute();
      stepValidate.step1 = false;
    }
    await trx
      .updateTable('products')
      .set({
        product_type: to,
        step_validate: JSON.stringify(stepValidate),
        updated_at: new Date(),
        ...(product.status !== 'hidden' ? { status: 'revision' as const, review_reason: null } : {}),
      })
      .where('id', '=', id)
      .execute();
  });
}
