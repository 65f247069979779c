import { isThingsToDoType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { ProductRow } from '../../productAccess.ts';
import { textsInformation } from '../../productCreation.ts';
import { requireFamily, requirePathType } from '../../stepPlacement.ts';

export type ThingsToDoInformation = components['schemas']['ThingsToDoInformation'];

/** A product served by the /api/thingsToDo paths, as the given type when the call names one (404 otherwise). */
export function thingsToDoProduct<P extends ProductRow>(product: P, type?: number): P {
  requireFamily(product, isThingsToDoType);
  return type === undefined ? product : requirePathType(product, type);
}

const information = textsInformation<ThingsToDoInformation>('tour_id', thingsToDoProduct);

/** A new hidden tour, community tourism or tourist package (SPEC §7 POST create; roles per SPEC §6). */
export const addThingToDo = information.add;

export const updateThingToDoInformation = information.update;

/** The columns hold the texts and commission as they are now (other calls change them too). */
export const readThingToDoInformation = (product: ProductRow): ThingsToDoInformation => ({
  tour_id: product.id,
  name: product.name,
  title: product.title,
  description: product.description,
  commission_model: product.commission_model === 2 ? 2 : 1,
});
