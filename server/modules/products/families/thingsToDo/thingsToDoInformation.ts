import { isThingsToDoType, type ThingsToDoType } from '../../../../../machines/productTypes.ts';
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

export type ThingsToDoInformation = components['schemas']['ThingsToDoInformation'];

/** A product served by the /api/thingsToDo paths, as the given type when the call names one (404 otherwise). */
export function thingsToDoProduct<P extends ProductRow>(product: P, type?: number): P {
  requireFamily(product, isThingsToDoType);
  return type === undefined ? product : requirePathType(product, type);
}

const checkedInformation = (body: ThingsToDoInformation) => {
  const { tour_id: _ignored, ...form } = withoutMirrorFields(body);
  return trimmedTexts(form);
};

/** A new hidden tour, community tourism or tourist package (SPEC §7 POST create; roles per SPEC §6). */
export async function addThingToDo(
  db: Db,
  caller: AccessClaims,
  productType: ThingsToDoType,
  language: 'es' | 'en',
  body: ThingsToDoInformation,
): Promise<StepSaved> {
  requireMayCreate(caller, productType);
  return createProduct(db, caller, productType, language, checkedInformation(body));
}

export async function updateThingToDoInformation(
  db: Db,
  caller: AccessClaims,
  id: string,
  type: number | undefined,
  body: ThingsToDoInformation,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = thingsToDoProduct(await findOwnedProduct(trx, caller, id), type);
    return updateProductInformation(trx, product, checkedInformation(body));
  });
}

/** The columns hold the texts and commission as they are now (other calls change them too). */
export const readThingToDoInformation = (product: ProductRow): ThingsToDoInformation => ({
  tour_id: product.id,
  name: product.name,
  title: product.title,
  description: product.description,
  commission_model: product.commission_model === 2 ? 2 : 1,
});
