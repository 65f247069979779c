import { isAttractionType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { ProductRow } from '../../productAccess.ts';
import { textsInformation } from '../../productCreation.ts';
import { requireFamily, requirePathType } from '../../stepPlacement.ts';

export type AttractionInformation = components['schemas']['AttractionInformation'];

/** A product served by the /api/attractions paths, as the given type when the call names one (404 otherwise). */
export function attractionProduct<P extends ProductRow>(product: P, type?: number): P {
  requireFamily(product, isAttractionType);
  return type === undefined ? product : requirePathType(product, type);
}

/** The texts as stored, trimmed, none blank. An attraction has no commission model to keep (SPEC §6, §9). */
const information = textsInformation<AttractionInformation>('attraction_id', attractionProduct);

/** A new hidden attraction from its information step (SPEC §7 POST create; roles per SPEC §6), step 1 complete. */
export const addAttraction = information.add;

/** Saves the information step again; a visible attraction goes back to review (markStepSaved). */
export const updateAttractionInformation = information.update;

/** The columns hold the texts as they are now. */
export const readAttractionInformation = (product: ProductRow): AttractionInformation => ({
  attraction_id: product.id,
  name: product.name,
  title: product.title,
  description: product.description,
});
