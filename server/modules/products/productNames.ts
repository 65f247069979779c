import { sql } from 'kysely';

/*
 * How every screen names a product, in queries that read the product under the alias given (`p` unless told) and a
 * room's hotel or hostel as `property` (a left join on the product's `parent_id`).
 */

/** A product's name, as every screen calls it: its name, its title were the name empty. */
export const productName = (product = 'p') =>
  sql<string>`coalesce(nullif(${sql.ref(`${product}.name`)}, ''), ${sql.ref(`${product}.title`)})`;

/** A room's hotel or hostel's name, as `productName` names a product; null for a product that is not a room. */
export const propertyName = () => sql<string | null>`coalesce(nullif(property.name, ''), property.title)`;

/** A product's name where it stands alone, a room's with its hotel or hostel's: "Hotel del Lago · Doble estándar". */
export const productLabel = (product = 'p') =>
  sql<string>`coalesce(${propertyName()} || ' · ', '') || ${productName(product)}`;
