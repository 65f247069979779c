import { type GastronomyType, isGastronomyType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/database.ts';
import {
  findOwnedProduct,
  type ProductRow,
  type StepSaved,
  withoutMirrorFields,
} from '../../productAccess.ts';
import {
  createProduct,
  requireMayCreate,
  trimmedTexts,
  updateProductInformation,
} from '../../productCreation.ts';
import { requireFamily } from '../../stepPlacement.ts';

type RestaurantInformation = components['schemas']['RestaurantInformation'];

/** The texts as stored: trimmed, none blank; a restaurant has no commission model (SPEC §9), so none is kept. */
const checkedInformation = (body: RestaurantInformation) => {
  const { food_establishment_id: _ignored, ...form } = withoutMirrorFields(body);
  return trimmedTexts(form);
};

/** A new hidden restaurant from its information step (SPEC §7 POST create; roles per SPEC §6). */
export async function addRestaurant(
  db: Db,
  caller: AccessClaims,
  productType: GastronomyType,
  language: 'es' | 'en',
  body: RestaurantInformation,
): Promise<StepSaved> {
  requireMayCreate(caller, productType);
  return createProduct(db, caller, productType, language, checkedInformation(body));
}

/** Saves the information step again; a visible restaurant goes back to review. */
export function updateRestaurantInformation(
  db: Db,
  caller: AccessClaims,
  id: string,
  body: RestaurantInformation,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = requireFamily(await findOwnedProduct(trx, caller, id), isGastronomyType);
    return updateProductInformation(trx, product, checkedInformation(body));
  });
}

/** The columns hold the texts as they are now. */
export const readRestaurantInformation = (product: ProductRow): RestaurantInformation => ({
  food_establishment_id: product.id,
  name: product.name,
  title: product.title,
  description: product.description,
});
