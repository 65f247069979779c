import { isHotelType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/database.ts';
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
import type { StepDb } from '../../stepRegistry.ts';

type HotelInformation = components['schemas']['HotelInformation'];
type HotelType = components['schemas']['HotelType'];

/** What the information step keeps besides the name, title and description columns. */
type StoredInformation = Omit<HotelInformation, 'hotel_id' | 'mg_id' | 'mg_body'>;

/** SPEC §9: a hotel has 2 stars until its provider says. */
export const DEFAULT_STARS = 2;

/** The form as stored: trimmed texts, the stars, the property type checked against the hotel's or hostel's catalogue. */
async function checkedInformation(
  db: StepDb,
  productType: number,
  body: HotelInformation,
): Promise<StoredInformation> {
  const { hotel_id: _ignored, ...form } = withoutMirrorFields(body);
  const info: StoredInformation = trimmedTexts({
    ...form,
    qualification: form.qualification ?? DEFAULT_STARS,
    ...(form.web_site !== undefined ? { web_site: form.web_site.trim() } : {}),
  });
  if (!(await isPropertyTypeOf(db, productType, info.type_of_property)))
    throw new ApiError(400, 'invalid_request', 'type_of_property is not valid', 'type_of_property');
  return info;
}

/** A new hidden hotel or hostel from its information step (SPEC §7 POST create), step 1 complete. */
export async function createHotel(
  db: Db,
  caller: AccessClaims,
  productType: HotelType,
  language: 'es' | 'en',
  body: HotelInformation,
): Promise<StepSaved> {
  requireMayCreate(caller, productType);
  return createProduct(db, caller, productType, language, await checkedInformation(db, productType, body));
}

/** Saves the information step again; a visible property goes back to review (markStepSaved). */
export async function updateHotelInformation(
  db: Db,
  caller: AccessClaims,
  id: string,
  body: HotelInformation,
) {
  return db.transaction().execute(async (trx) => {
    const product = requireFamily(await findOwnedProduct(trx, caller, id), isHotelType);
    return updateProductInformation(trx, product, await checkedInformation(trx, product.product_type, body));
  });
}

/** The stored information step, with the columns as they are now and the stars' default. */
export async function readHotelInformation(db: Db, product: ProductRow): Promise<HotelInformation> {
  const stored = await readStepData<StoredInformation>(db, product.id, 'information');
  return {
    ...stored,
    type_of_property: await propertyTypeOrFirst(db, product.product_type, stored?.type_of_property),
    name: product.name,
    title: product.title,
    description: product.description,
    qualification: stored?.qualification ?? DEFAULT_STARS,
    commission_model: product.commission_model as components['schemas']['CommissionModel'],
  };
}
