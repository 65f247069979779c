import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PromotionStatus, PromotionType } from '../../../machines/promotionRules.ts';
import { effectiveStatus } from '../../../machines/travelerPrice.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { productLabel } from '../products/productNames.ts';

export type Promotion = components['schemas']['Promotion'];
export type PromotionProductRef = components['schemas']['PromotionProductRef'];
type LanguageCode = components['schemas']['LanguageCode'];
type OfferType = components['schemas']['OfferType'];
type ProductTypeId = components['schemas']['ProductType'];
type Queryable = Db | Kysely<Database> | Transaction<Database>;

export const PROMOTION_NOT_FOUND = 'La promoción no existe';

/** The offers (SPEC §2 Promotions): every type but the increase. */
export const OFFER_TYPES: readonly PromotionType[] = [1, 2, 3];

/** The columns of a promotion, its dates read as 'YYYY-MM-DD'. */
function selectPromotions(db: Queryable) {
  return db
    .selectFrom('promotions')
    .select([
      'promotions.id',
      'promotions.provider_id',
      'promotions.promotion_type',
      'promotions.offer_type',
      'promotions.title',
      'promotions.description',
      'promotions.percent_discount',
      sql<string>`promotions.start_date::text`.as('start_date'),
      sql<string>`promotions.end_date::text`.as('end_date'),
      sql<string | null>`promotions.date_show_promotion::text`.as('date_show_promotion'),
      'promotions.min_days',
      'promotions.assigned_check',
      'promotions.hidden',
      'promotions.language_code',
      'promotions.product_id',
      'promotions.created_at',
    ]);
}

export type PromotionRow = Awaited<ReturnType<ReturnType<typeof selectPromotions>['execute']>>[number];

/** The caller's promotion, or 404 — also for another provider's, so its existence is not confirmed. */
export async function findOwnedPromotion(
  db: Queryable,
  providerId: string,
  id: string,
): Promise<PromotionRow> {
  const row = await selectPromotions(db)
    .where('promotions.id', '=', id)
    .where('promotions.provider_id', '=', providerId)
    .executeTakeFirst();
  if (!row) throw notFound(PROMOTION_NOT_FOUND);
  return row;
}

/** The products each promotion runs on, by name. */
async function productRefsOf(db: Queryable, promotionIds: readonly string[]) {
  const refs = new Map<string, PromotionProductRef[]>();
  if (promotionIds.length === 0) return refs;
  const rows = await db
    .selectFrom('promotion_products')
    .innerJoin('products', 'products.id', 'promotion_products.product_id')
    // A room is named with its hotel or hostel, as the assign list names it: "Hotel del Lago · Doble estándar".
    .leftJoin('products as property', 'property.id', 'products.parent_id')
    .select(['promotion_products.promotion_id', 'products.id', 'products.product_type'])
    .select(productLabel('products').as('name'))
    .where('promotion_products.promotion_id', 'in', promotionIds)
    .orderBy('name')
    .orderBy('products.id')
    .execute();
  for (const row of rows) {
    const list = refs.get(row.promotion_id) ?? [];
    list.push({ _id: row.id, name: row.name, product_type: row.product_type as ProductTypeId });
    refs.set(row.promotion_id, list);
  }
  return refs;
}

/** The contract's view of a promotion as it stands on `today`. */
export function toPromotion(row: PromotionRow, products: PromotionProductRef[], today: string): Promotion {
  return {
    promotion_id: row.id,
    title: row.title,
    description: row.description,
    percent_discount: row.percent_discount,
    promotion_type: row.promotion_type as PromotionType,
    offer_type: row.offer_type as OfferType,
    availability: {
      start_date: row.start_date,
      end_date: row.end_date,
      date_show_promotion: row.date_show_promotion,
      min_days: row.min_days,
    },
    assigned_check: row.assigned_check as PromotionStatus,
    status: effectiveStatus(row, today),
    hidden: row.hidden,
    language_code: row.language_code as LanguageCode,
    product_id: row.product_id,
    products,
  };
}

export interface PromotionFilter {
  providerId: string;
  types: readonly PromotionType[];
  /** Only the promotions assigned to this product. */
  productId?: string;
}

/** The provider's promotions of these types, newest first, each with its products. */
export async function listPromotions(
  db: Queryable,
  filter: PromotionFilter,
  today: string,
): Promise<Promotion[]> {
  let query = selectPromotions(db)
    .where('promotions.provider_id', '=', filter.providerId)
    .where('promotions.promotion_type', 'in', [...filter.types]);
  if (filter.productId !== undefined) {
    const productId = filter.productId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('promotion_products')
          .select('promotion_products.promotion_id')
          .whereRef('promotion_products.promotion_id', '=', 'promotions.id')
          .where('promotion_products.product_id', '=', productId),
      ),
    );
  }
  const rows = await query
    .orderBy('promotions.created_at', 'desc')
    .orderBy('promotions.id', 'desc')
    .execute();
  const refs = await productRefsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPromotion(row, refs.get(row.id) ?? [], today));
}

/** One promotion of the provider as the contract shows it. */
export async function loadPromotion(db: Queryable, providerId: string, id: string, today: string) {
  const row = await findOwnedPromotion(db, providerId, id);
  const refs = await productRefsOf(db, [id]);
  return toPromotion(row, refs.get(id) ?? [], today);
}

/** What a promotion stores, already checked (promotionInput.ts). */
export interface PromotionFields {
  promotion_type: PromotionType;
  offer_type: OfferType;
  title: string;
  description: string;
  percent_discount: number;
  start_date: string;
  end_date: string;
  date_show_promotion: string | null;
  min_days: number;
  assigned_check: PromotionStatus;
  hidden: boolean;
  language_code: LanguageCode;
}

export async function insertPromotion(
  trx: Queryable,
  providerId: string,
  fields: PromotionFields,
  origin: { productId: string; productType: number } | null,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('promotions')
    .values({
      id,
      provider_id: providerId,
      ...fields,
      product_id: origin?.productId ?? null,
      product_type: origin?.productType ?? null,
    })
    .execute();
  if (origin) {
    await trx
      .insertInto('promotion_products')
      .values({ promotion_id: id, product_id: origin.productId })
      .execute();
  }
  return id;
}

export async function updatePromotionRow(trx: Queryable, id: string, fields: PromotionFields) {
  await trx
    .updateTable('promotions')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes a promotion; its assignments go with it (the foreign key cascades). */
export async function deletePromotionRow(db: Queryable, providerId: string, id: string) {
  const deleted = await db
    .deleteFrom('promotions')
    .where('id', '=', id)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(PROMOTION_NOT_FOUND);
}
