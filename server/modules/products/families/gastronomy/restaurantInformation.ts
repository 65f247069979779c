import { isGastronomyType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/database.ts';
import type { ProductRow } from '../../productAccess.ts';
import { textsInformation } from '../../productCreation.ts';
import { requireFamily } from '../../stepPlacement.ts';

type RestaurantInformation = components['schemas']['RestaurantInformation'];

/** The texts as stored, trimmed, none blank; a restaurant has no commission model (SPEC §9), so none is kept. */
const information = textsInformation<RestaurantInformation>('food_establishment_id', (product) =>
  requireFamily(product, isGastronomyType),
);

/** A new hidden restaurant from its information step (SPEC §7 POST create; roles per SPEC §6). */
export const addRestaurant = information.add;

/** Saves the information step again; a visible restaurant goes back to review. */
export const updateRestaurantInformation = (
  db: Db,
  caller: AccessClaims,
  id: string,
  body: RestaurantInformation,
) => information.update(db, caller, id, undefined, body);

/** The columns hold the texts as they are now. */
export const readRestaurantInformation = (product: ProductRow): RestaurantInformation => ({
  food_establishment_id: product.id,
  name: product.name,
  title: product.title,
  description: product.description,
});
