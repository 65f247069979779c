import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { isGastronomyType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/database.ts';
import type { Database, RestaurantLocationsTable } from '../../../../db/schema.ts';
import { notFound } from '../../../../errors.ts';
import { findReadableProduct, type StepSaved } from '../../productAccess.ts';
import { checkedProductLocation } from '../../productLocation.ts';
import { requireFamily } from '../../stepPlacement.ts';
import { changeRestaurantList, markListStep } from './restaurantListSteps.ts';

type Schemas = components['schemas'];
type ProductLocation = Schemas['ProductLocation'];
type RestaurantLocation = Schemas['RestaurantLocation'];
type Trx = Transaction<Database>;

/**
 * A restaurant's several locations (SPEC §3 Location, §7 Locations), checked as every family's location step is
 * (productLocation.ts). The first is the product's own: the product's columns follow it, so its card, its preview
 * URL and the location step's read (the family's `location` operations) say where it is.
 */

export const LOCATION_NOT_FOUND = 'La ubicación no existe';

const asLocation = (
  row: Omit<RestaurantLocationsTable, 'seq' | 'created_at' | 'updated_at' | 'product_id'>,
) => ({
  _id: row.id,
  country: row.country_id,
  state: row.state_id,
  city: row.city_id,
  real_address: row.real_address,
  latitude: row.latitude,
  length: row.longitude,
});

const LOCATION_COLUMNS = [
  'id',
  'country_id',
  'state_id',
  'city_id',
  'real_address',
  'latitude',
  'longitude',
] as const;

const columnsOf = (location: ProductLocation) => ({
  country_id: location.country,
  state_id: location.state,
  city_id: location.city,
  real_address: location.real_address,
  latitude: location.latitude,
  longitude: location.length,
  updated_at: new Date(),
});

/** The restaurant's locations, first (the product's own) first. */
const locationsOf = (db: Db, productId: string) =>
  db
    .selectFrom('restaurant_locations')
    .select(LOCATION_COLUMNS)
    .where('product_id', '=', productId)
    .orderBy('seq')
    .execute();

/** The product's place columns follow its first location; none left, they are empty again. */
async function followFirstLocation(trx: Trx, productId: string): Promise<number> {
  const locations = await locationsOf(trx, productId);
  const first = locations[0];
  await trx
    .updateTable('products')
    .set(
      first
        ? {
            country_id: first.country_id,
            state_id: first.state_id,
            city_id: first.city_id,
            real_address: first.real_address,
            latitude: first.latitude,
            longitude: first.longitude,
          }
        : {
            country_id: null,
            state_id: null,
            city_id: null,
            real_address: '',
            latitude: null,
            longitude: null,
          },
    )
    .where('id', '=', productId)
    .execute();
  return locations.length;
}

/** The caller's (or, for the operator, any) restaurant's locations. */
export async function listRestaurantLocations(
  db: Db,
  caller: AccessClaims,
  id: string,
): Promise<RestaurantLocation[]> {
  const product = requireFamily(await findReadableProduct(db, caller, id), isGastronomyType);
  return (await locationsOf(db, product.id)).map(asLocation);
}

/** Adds a location; the locations step is complete and a visible product goes back to review. */
export function addRestaurantLocation(db: Db, caller: AccessClaims, id: string, body: ProductLocation) {
  return changeRestaurantList(db, caller, id, 'location', async (change) => {
    const location = await checkedProductLocation(change.trx, body);
    const row = await change.trx
      .insertInto('restaurant_locations')
      .values({ id: randomUUID(), product_id: change.product.id, ...columnsOf(location) })
      .returning(LOCATION_COLUMNS)
      .executeTakeFirstOrThrow();
    const remaining = await followFirstLocation(change.trx, change.product.id);
    return { location: asLocation(row), saved: await markListStep(change, remaining) };
  });
}

/** Changes one of the restaurant's locations (404 for another product's). */
export function updateRestaurantLocation(
  db: Db,
  caller: AccessClaims,
  id: string,
  locationId: string,
  body: ProductLocation,
) {
  return changeRestaurantList(db, caller, id, 'location', async (change) => {
    const location = await checkedProductLocation(change.trx, body);
    const row = await change.trx
      .updateTable('restaurant_locations')
      .set(columnsOf(location))
      .where('id', '=', locationId)
      .where('product_id', '=', change.product.id)
      .returning(LOCATION_COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound(LOCATION_NOT_FOUND);
    const remaining = await followFirstLocation(change.trx, change.product.id);
    return { location: asLocation(row), saved: await markListStep(change, remaining) };
  });
}

/** Removes one of the restaurant's locations (SPEC §7: `Done!`); the last one gone, the step is incomplete. */
export function removeRestaurantLocation(db: Db, caller: AccessClaims, id: string, locationId: string) {
  return changeRestaurantList(db, caller, id, 'location', async (change) => {
    const removed = await change.trx
      .deleteFrom('restaurant_locations')
      .where('id', '=', locationId)
      .where('product_id', '=', change.product.id)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw notFound(LOCATION_NOT_FOUND);
    const remaining = await followFirstLocation(change.trx, change.product.id);
    return { message: 'Done!', saved: await markListStep(change, remaining) };
  });
}

/**
 * The location step's save at the family's `location` path (every family's wizard saves one location there): the
 * first location changed, or added when there is none yet.
 */
export function saveFirstRestaurantLocation(
  db: Db,
  caller: AccessClaims,
  id: string,
  body: ProductLocation,
): Promise<StepSaved> {
  return changeRestaurantList(db, caller, id, 'location', async (change) => {
    const location = await checkedProductLocation(change.trx, body);
    const [first] = await locationsOf(change.trx, change.product.id);
    if (first)
      await change.trx
        .updateTable('restaurant_locations')
        .set(columnsOf(location))
        .where('id', '=', first.id)
        .execute();
    else
      await change.trx
        .insertInto('restaurant_locations')
        .values({ id: randomUUID(), product_id: change.product.id, ...columnsOf(location) })
        .execute();
    return markListStep(change, await followFirstLocation(change.trx, change.product.id));
  });
}
