import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AdChannelGroup } from '../../../machines/productKinds.ts';
import { adChannelGroupOf } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { AmenityGroup, CatalogKind, Database } from '../../db/schema.ts';
import { catalogOf } from '../catalog/catalogEntries.ts';

/** The catalogues a product's steps choose from (beds, bathrooms, amenities, channels), by language. */

type AmenityItem = components['schemas']['AmenityItem'];
export type Language = 'es' | 'en';

/** Every group of the amenities step, in the order the step shows them (a Record so none is missed). */
const AMENITY_GROUP_ORDER: Record<AmenityGroup, number> = {
  amenities: 0,
  highlights: 1,
  security: 2,
  included_prices: 3,
  house_rules: 4,
  facilities: 5,
  services: 6,
  extra_fees: 7,
};
export const AMENITY_GROUPS = (Object.keys(AMENITY_GROUP_ORDER) as AmenityGroup[]).sort(
  (a, b) => AMENITY_GROUP_ORDER[a] - AMENITY_GROUP_ORDER[b],
);

/** A catalogue with each entry marked as chosen or not by the product. */
export async function assignedCatalogOf(
  db: Db,
  kind: CatalogKind,
  language: Language,
  assigned: readonly string[],
): Promise<AmenityItem[]> {
  const chosen = new Set(assigned);
  const items = await catalogOf(db, kind, language);
  return items.map((item) => ({ ...item, assigned: chosen.has(item._id) }));
}

/**
 * The ids that are not entries of the given kinds; `amenity:*` stands for every amenity group.
 * Empty when all are known.
 */
export async function unknownCatalogIds(
  db: Db,
  ids: readonly string[],
  kind: CatalogKind | 'amenity:*',
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  let query = db.selectFrom('catalog_entries').select('id').where('id', 'in', unique);
  query =
    kind === 'amenity:*'
      ? query.where(sql<boolean>`${sql.ref('kind')} like ${'amenity:%'}`)
      : query.where('kind', '=', kind);
  const known = new Set((await query.execute()).map((r) => r.id));
  return unique.filter((id) => !known.has(id));
}

/**
 * SPEC §9 ad channel groups: the sell channels each group offers (the tour group its own); social networks are
 * shared. A table, not a two-way choice, so a new group (the kinds table's `adChannels`) must say its list.
 */
const SELL_CHANNELS_OF_GROUP: Record<AdChannelGroup, CatalogKind> = {
  accommodation: 'sell_channel',
  tour: 'sell_channel:tour',
  guide: 'sell_channel',
};

export const sellChannelKindOf = (productType: number): CatalogKind =>
  SELL_CHANNELS_OF_GROUP[adChannelGroupOf(productType) ?? 'accommodation'];

const propertyTypeKind = (productType: number) => `property_type:${productType}` as const;

/** Whether the id is one of the property types of this product type (a stay's, a hotel's, a hostel's). */
export async function isPropertyTypeOf(db: Db | Transaction<Database>, productType: number, id: string) {
  const row = await db
    .selectFrom('catalog_entries')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', propertyTypeKind(productType))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The stored property type when it is one of the product type's, else the first of its catalogue: the contract
 * needs one, and until a valid one is saved (after a type change, for one) step 1 shows incomplete.
 */
export async function propertyTypeOrFirst(db: Db, productType: number, stored: string | undefined) {
  if (stored && (await isPropertyTypeOf(db, productType, stored))) return stored;
  const first = await db
    .selectFrom('catalog_entries')
    .select('id')
    .where('kind', '=', propertyTypeKind(productType))
    .orderBy('position')
    .executeTakeFirst();
  return first?.id ?? stored ?? '';
}
