import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { placeOf } from '../catalog/places.ts';
import { findOwnedProduct, markStepSaved, type ProductRow, type StepSaved } from './productAccess.ts';
import { stepOf } from './stepPlacement.ts';

type ProductLocation = components['schemas']['ProductLocation'];

/** SPEC §9: the map opens on Guatemala (about 14.56, -90.73) until the provider places the product. */
export const DEFAULT_MAP_CENTRE = { latitude: 14.56, length: -90.73 } as const;

/** Where the product is: its place (checked against the reference lists by the caller) and its map point. */
export async function setProductLocation(db: Db, productId: string, location: ProductLocation) {
  await db
    .updateTable('products')
    .set({
      country_id: location.country,
      state_id: location.state,
      city_id: location.city,
      real_address: location.real_address,
      latitude: location.latitude,
      longitude: location.length,
    })
    .where('id', '=', productId)
    .execute();
}

/** The location step of any wizard that has one (404 otherwise): empty place ids until saved. */
export function readProductLocation(product: ProductRow): ProductLocation {
  stepOf(product, 'location');
  return {
    country: product.country_id ?? '',
    state: product.state_id ?? '',
    city: product.city_id ?? '',
    real_address: product.real_address,
    latitude: product.latitude ?? DEFAULT_MAP_CENTRE.latitude,
    length: product.longitude ?? DEFAULT_MAP_CENTRE.length,
  };
}

/**
 * Saves the location step: a known country, a state of it, a city of that state and a non-blank address
 * (400 naming the field). `accepts` narrows which products this path serves (404 for the others).
 */
export async function saveProductLocation(
  db: Db,
  caller: AccessClaims,
  id: string,
  body: ProductLocation,
  accepts: (product: ProductRow) => ProductRow = (product) => product,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const product = accepts(await findOwnedProduct(trx, caller, id));
    const step = stepOf(product, 'location');
    await setProductLocation(trx, product.id, await checkedProductLocation(trx, body));
    return markStepSaved(trx, product, step);
  });
}

/**
 * A location as the location step takes it: a known country, a state of it, a city of that state and a non-blank
 * address (400 naming the field), the address trimmed. Also the check of a restaurant's several locations.
 */
export async function checkedProductLocation(db: Db, body: ProductLocation): Promise<ProductLocation> {
  const place = await placeOf(db, body);
  if (!place) throw new ApiError(400, 'invalid_place', 'Unknown country', 'country');
  if (!place.state) throw new ApiError(400, 'invalid_place', 'state must belong to country', 'state');
  if (!place.city) throw new ApiError(400, 'invalid_place', 'city must belong to state', 'city');
  const realAddress = body.real_address.trim();
  if (!realAddress) throw new ApiError(400, 'value_required', 'real_address is required', 'real_address');
  return { ...body, real_address: realAddress };
}
