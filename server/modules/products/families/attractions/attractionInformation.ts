import { type AttractionType, isAttractionType } from '../../../../../machines/productTypes.ts';
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
import { requireFamily, requirePathType } from '../../stepPlacement.ts';

export type AttractionInformation = components['schemas']['AttractionInformation'];

/** A product served by the /api/attractions paths, as the given type when the call names one (404 otherwise). */
export function attractionProduct<P extends ProductRow>(product: P, type?: number): P {
  requireFamily(product, isAttractionType);
  return type === undefined ? product : requirePathType(product, type);
}

/** The texts as stored: trimmed, none blank. An attraction has no commission model to keep (SPEC §6, §9). */
const checkedInformation = (body: AttractionInformation) => {
  const { attraction_id: _ignored, ...form } = withoutMirrorFields(body);
  return trimmedTexts(form);
};

/** A new hidden attraction from its information step (SPEC §7 POST create; roles per SPEC §6), step 1 complete. */
export async function addAttraction(
  db: Db,
  caller: AccessClaims,
  productType: AttractionType,
  language: 'es' | 'en',
  body: AttractionInformation,
): Promise<StepSaved> {
  requireMayCreate(caller, productType);
  return createProduct(db, caller, productType, language, checkedInformation(body));
}

/** Saves the information step again; a visible attraction goes back to review (markStepSaved). */
export async function updateAttractionInformation(
  db: Db,
  caller: AccessClaims,
  id: string,
  type: number | undefined,
  body: AttractionInformation,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = attractionProduct(await findOwnedProduct(trx, caller, id), type);
    return updateProductInformation(trx, product, checkedInformation(body));
  });
}

/** The columns hold the texts as they are now. */
export const readAttractionInformation = (product: ProductRow): AttractionInformation => ({
  attraction_id: product.id,
  name: product.name,
  title: product.title,
  description: product.description,
});
