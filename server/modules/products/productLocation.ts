import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';

type ProductLocation = components['schemas']['ProductLocation'];

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
