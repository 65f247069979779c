import { isGuideAge, MIN_GUIDE_AGE } from '../../../../../machines/guideRules.ts';
import { type GuideType, isGuideType } from '../../../../../machines/productTypes.ts';
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
import {
  createProduct,
  requireMayCreate,
  trimmedTexts,
  updateProductInformation,
} from '../../productCreation.ts';
import { requireFamily, requirePathType } from '../../stepPlacement.ts';

export type GuideInformation = components['schemas']['GuideInformation'];

/** What the information step keeps besides the name, title and description columns. */
type StoredInformation = Omit<GuideInformation, 'book_a_guide_id' | 'mg_id' | 'mg_body'>;

/** A product served by the /api/bookAGuide paths, as the given type when the call names one (404 otherwise). */
export function guideProduct<P extends ProductRow>(product: P, type?: number): P {
  requireFamily(product, isGuideType);
  return type === undefined ? product : requirePathType(product, type);
}

/** The form as stored: trimmed texts (a blank one answers 400 naming it), the guide's age checked (SPEC §9). */
function checkedInformation(body: GuideInformation): StoredInformation {
  const { book_a_guide_id: _ignored, ...form } = withoutMirrorFields(body);
  const info = trimmedTexts({
    ...form,
    coberage_area: form.coberage_area.trim(),
    professional_licence: form.professional_licence?.trim() ?? '',
  });
  if (!info.coberage_area)
    throw new ApiError(400, 'invalid_request', 'coberage_area is required', 'coberage_area');
  // The contract says the same; the rule is the one the form shares.
  if (!isGuideAge(info.age))
    throw new ApiError(400, 'invalid_request', 'A guide must be at least 18 years old', 'age');
  return info;
}

/** A new hidden guide from its information step (SPEC §7 POST create), step 1 complete; roles per SPEC §6. */
export async function addGuide(
  db: Db,
  caller: AccessClaims,
  productType: GuideType,
  language: 'es' | 'en',
  body: GuideInformation,
): Promise<StepSaved> {
  requireMayCreate(caller, productType);
  return createProduct(db, caller, productType, language, checkedInformation(body));
}

/** Saves the information step again; a visible guide goes back to review (markStepSaved). */
export async function updateGuideInformation(
  db: Db,
  caller: AccessClaims,
  id: string,
  type: number | undefined,
  body: GuideInformation,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = guideProduct(await findOwnedProduct(trx, caller, id), type);
    return updateProductInformation(trx, product, checkedInformation(body));
  });
}

/** The stored information step, with the columns as they are now (other calls change them too). */
export async function readGuideInformation(db: Db, product: ProductRow): Promise<GuideInformation> {
  const stored = await readStepData<StoredInformation>(db, product.id, 'information');
  return {
    age: stored?.age ?? MIN_GUIDE_AGE,
    year_experience: stored?.year_experience ?? 0,
    professional_licence: stored?.professional_licence ?? '',
    coberage_area: stored?.coberage_area ?? '',
    book_a_guide_id: product.id,
    name: product.name,
    title: product.title,
    description: product.description,
    commission_model: product.commission_model === 2 ? 2 : 1,
  };
}
