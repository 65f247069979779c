import { sql } from 'kysely';
import { kindOf, PRODUCT_TYPES, type PromotionGroup } from '../../../machines/productKinds.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { PRODUCT_NOT_FOUND, tbGcmStatus } from '../products/productAccess.ts';
import { productLabel } from '../products/productNames.ts';

type PromotionProducts = components['schemas']['PromotionProducts'];
type PromotionAssignment = components['schemas']['PromotionAssignment'];
type ProductTypeId = components['schemas']['ProductType'];
type StatusId = components['schemas']['StatusId'];
export type AssignmentGroup = keyof PromotionProducts & PromotionGroup;

export const groupOfType = (type: number): AssignmentGroup | null => kindOf(type)?.promotionGroup ?? null;

/** The product types a promotion may run on, by the assign modal's groups (the kinds table's `promotionGroup`). */
export const ASSIGNMENT_GROUPS = PRODUCT_TYPES.reduce<Record<AssignmentGroup, number[]>>(
  (groups, type) => {
    const group = groupOfType(type);
    if (group) groups[group].push(type);
    return groups;
  },
  { vacations: [], rooms: [], tours: [], guides: [] },
);

const GROUP_NAMES = Object.keys(ASSIGNMENT_GROUPS) as AssignmentGroup[];
const ASSIGNABLE_TYPES = GROUP_NAMES.flatMap((g) => ASSIGNMENT_GROUPS[g]);

/**
 * The provider's products in the four groups, by name (a room after its hotel's, named with it), those the promotion
 * runs on marked.
 */
export async function productGroupsOf(
  db: Db,
  providerId: string,
  promotionId: string,
): Promise<PromotionProducts> {
  const rows = await db
    .selectFrom('products')
    // A room is named with its hotel or hostel: "Hotel del Lago · Doble estándar".
    .leftJoin('products as property', 'property.id', 'products.parent_id')
    .select((eb) => [
      'products.id',
      productLabel('products').as('name'),
      'products.product_type',
      'products.status',
      'products.main_picture_url',
      'products.main_picture_name',
      eb
        .exists(
          eb
            .selectFrom('promotion_products')
            .select(sql`1`.as('one'))
            .whereRef('promotion_products.product_id', '=', 'products.id')
            .where('promotion_products.promotion_id', '=', promotionId),
        )
        .as('assigned'),
    ])
    .where('products.provider_id', '=', providerId)
    .where('products.product_type', 'in', ASSIGNABLE_TYPES)
    .orderBy('name')
    .orderBy('products.id')
    .execute();
  const groups: PromotionProducts = { vacations: [], rooms: [], tours: [], guides: [] };
  for (const row of rows) {
    groups[groupOfType(row.product_type)!].push({
      _id: row.id,
      name: row.name,
      product_type: row.product_type as ProductTypeId,
      status: tbGcmStatus(row.status)._id as StatusId,
      mainPicture: row.main_picture_url
        ? { url_photo: row.main_picture_url, name: row.main_picture_name ?? '' }
        : null,
      assigned: Boolean(row.assigned),
    });
  }
  return groups;
}

/**
 * Replaces what the promotion runs on with the ids sent (a group left out assigns none of it). Every id must
 * be one of the provider's products of the group it was sent in; otherwise 404 and nothing changes.
 */
export async function replaceAssignment(
  db: Db,
  providerId: string,
  promotionId: string,
  body: PromotionAssignment,
): Promise<void> {
  const wanted = GROUP_NAMES.flatMap((group) => (body[group] ?? []).map((id) => ({ id, group })));
  const ids = [...new Set(wanted.map((w) => w.id))];
  if (ids.length !== wanted.length) throw notFound(PRODUCT_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    if (ids.length > 0) {
      const owned = await trx
        .selectFrom('products')
        .select(['id', 'product_type'])
        .where('provider_id', '=', providerId)
        .where('id', 'in', ids)
        .execute();
      const typeOf = new Map(owned.map((p) => [p.id, p.product_type]));
      const allFit = wanted.every((w) => {
        const type = typeOf.get(w.id);
        return type !== undefined && ASSIGNMENT_GROUPS[w.group].includes(type);
      });
      if (!allFit) throw notFound(PRODUCT_NOT_FOUND);
    }
    await trx.deleteFrom('promotion_products').where('promotion_id', '=', promotionId).execute();
    if (ids.length > 0) {
      await trx
        .insertInto('promotion_products')
        .values(ids.map((productId) => ({ promotion_id: promotionId, product_id: productId })))
        .execute();
    }
  });
}
