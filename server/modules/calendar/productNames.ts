import { sql } from 'kysely';

/*
 * How the calendars name a product, in queries that read it as `p` and a room's hotel or hostel as `property` (a left
 * join on `p.parent_id`).
 */

/** What the calendars call a product, as every other screen does: its name (its title, were the name empty). */
export const productName = sql<string>`coalesce(nullif(p.name, ''), p.title)`;

/** A room's hotel or hostel's name, as `productName` names a product; null for a product that is not a room. */
export const propertyName = sql<string | null>`coalesce(nullif(property.name, ''), property.title)`;

/** A product's name where it stands alone, a room's with its hotel or hostel's: "Hotel del Lago · Doble estándar". */
export const productLabel = sql<string>`coalesce(${propertyName} || ' · ', '') || ${productName}`;
