import { type Expression, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { areRequiredStepsComplete } from '../../../machines/completion.ts';
import { isThingsToDoType, roomTypeOf } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { type Param, preparedShapes } from '../../db/prepared.ts';
import type { Database, ProductStatusName, ProductsTable } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { PRODUCT_NOT_FOUND, tbGcmStatus } from './productAccess.ts';
import { promotionTagsColumn, tagsOf, utcToday } from './productPromotionTags.ts';

export type ProductListItem = components['schemas']['ProductListItem'];
export type ProductList = components['schemas']['ProductList'];
export type LanguageCode = components['schemas']['LanguageCode'];
type ProductTypeId = components['schemas']['ProductType'];
type CommissionModel = components['schemas']['CommissionModel'];

/** Which products a list shows; every field left out means "any". */
export interface ProductFilters {
  providerId?: string;
  productType?: number;
  status?: ProductStatusName;
  /** Matched case-insensitively anywhere in the name or the title. */
  query?: string;
}

export interface PageRequest {
  page: number;
  results: number;
  language: LanguageCode;
  /** The list shows the newest first; the review queue the longest waiting first. */
  order: 'newest' | 'waitingLongest';
}

/** `%` and `_` typed in the search box are literal characters, not patterns. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows before a page. The contract bounds `page` and `results`; this keeps any other caller from handing
 * SQL a float or an overflowing offset (a 500) instead of a 400.
 */
export function offsetOf(page: number, results: number): number {
  const offset = (page - 1) * results;
  if (!Number.isSafeInteger(offset) || offset < 0 || !Number.isSafeInteger(results) || results < 1) {
    throw new ApiError(400, 'invalid_request', 'page is out of range', 'page');
  }
  return offset;
}

const searchOf = (f: ProductFilters) => f.query?.trim() ?? '';

/**
 * A list's queries are prepared (server/db/prepared.ts), one per shape: which filters it has. The values go as
 * parameters.
 */
const filterShape = (f: ProductFilters) =>
  [
    f.providerId !== undefined && 'provider',
    f.productType !== undefined && 'type',
    f.status !== undefined && 'status',
    searchOf(f) && 'search',
  ]
    .filter(Boolean)
    .join(',');

interface FilterValues {
  providerId?: string;
  productType?: number;
  status?: ProductStatusName;
  /** The LIKE pattern of the search. */
  pattern?: string;
}

const filterValues = (f: ProductFilters): FilterValues => ({
  providerId: f.providerId,
  productType: f.productType,
  status: f.status,
  pattern: `%${escapeLike(searchOf(f))}%`,
});

function filtered(db: Db, f: ProductFilters, param: Param<FilterValues>) {
  // A room is listed inside its property (issue 29), never as a card of its own; the kept counts leave it out too.
  let query = db.selectFrom('products').where('products.parent_id', 'is', null);
  if (f.providerId !== undefined) query = query.where('products.provider_id', '=', param('providerId'));
  if (f.productType !== undefined) query = query.where('products.product_type', '=', param('productType'));
  if (f.status !== undefined) query = query.where('products.status', '=', param('status'));
  if (searchOf(f)) {
    // search_text is lower(name || ' ' || title); the same lower() folds the typed text.
    query = query.where('products.search_text', 'like', sql<string>`lower(${param('pattern')})`);
  }
  return query;
}

/** The counts the database keeps per provider, type and status (migration 0004), for unsearched lists. */
function keptCounts(db: Db, f: ProductFilters, param: Param<FilterValues>) {
  let query = db.selectFrom('product_counts');
  if (f.providerId !== undefined) query = query.where('product_counts.provider_id', '=', param('providerId'));
  if (f.productType !== undefined)
    query = query.where('product_counts.product_type', '=', param('productType'));
  if (f.status !== undefined) query = query.where('product_counts.status', '=', param('status'));
  return query;
}

/** How many products match: read from the kept counts, or counted when a search narrows the list. */
const totalQuery = preparedShapes(filterShape, (f: ProductFilters, db, param: Param<FilterValues>) =>
  searchOf(f)
    ? filtered(db, f, param).select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
    : keptCounts(db, f, param).select((eb) =>
        eb.fn.sum<string | number | bigint | null>('total').as('total'),
      ),
);

async function totalOf(db: Db, filters: ProductFilters): Promise<number> {
  const row = await totalQuery(filters).executeTakeFirst(db, filterValues(filters));
  return Number(row?.total ?? 0);
}

/** What a card shows of the product row itself (the search text and the history stay behind). */
const CARD_COLUMNS = [
  'id',
  'provider_id',
  'product_type',
  'status',
  'name',
  'title',
  'main_picture_url',
  'main_picture_name',
  'slug',
  'step_validate',
  'country_id',
  'state_id',
  'city_id',
  'real_address',
  'commission_model',
  'review_reason',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProductsTable)[];

type CardRow = Pick<Selectable<ProductsTable>, (typeof CARD_COLUMNS)[number]>;
/** What the card shows of the picked rows; their dates order them, and `updated_at` is shown as text. */
const SHOWN_COLUMNS = CARD_COLUMNS.filter(
  (column): column is Exclude<(typeof CARD_COLUMNS)[number], 'created_at' | 'updated_at'> =>
    column !== 'created_at' && column !== 'updated_at',
);
type ProductsQuery = SelectQueryBuilder<Database, 'products', CardRow>;

/**
 * Adds the place names and the owner's name to already chosen product rows. The rows are picked
 * (filtered, ordered, limited) first, so the lookups run for one page, not for every match. They are
 * scalar subqueries rather than joins: a seven-table join costs PGlite more to plan than to run. The promotion tags
 * come in the same query, as a JSON array per card (one round trip for the page, issue 28).
 */
function withDisplayColumns(db: Db, rows: ProductsQuery, language: LanguageCode, today: Expression<string>) {
  return db
    .selectFrom(rows.as('p'))
    .select(SHOWN_COLUMNS.map((column) => `p.${column}` as const))
    .select((eb) => [
      // As the card shows it, formatted by the database: parsing a Date per row was 3 % of a list request's CPU.
      sql<string>`to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('updated_at'),
      eb
        .selectFrom('countries')
        .select(language === 'en' ? 'name_en' : 'name_es')
        .whereRef('countries.id', '=', 'p.country_id')
        .as('country_name'),
      eb.selectFrom('states').select('name').whereRef('states.id', '=', 'p.state_id').as('state_name'),
      eb.selectFrom('cities').select('name').whereRef('cities.id', '=', 'p.city_id').as('city_name'),
      eb
        .selectFrom('users')
        .select('business_category')
        .whereRef('users.id', '=', 'p.provider_id')
        .as('business_category'),
      eb
        .selectFrom('business_profiles')
        .select('name')
        .whereRef('business_profiles.user_id', '=', 'p.provider_id')
        .as('business_name'),
      eb
        .selectFrom('persons')
        .select(sql<string>`trim(first_name || ' ' || last_name)`.as('person_name'))
        .whereRef('persons.user_id', '=', 'p.provider_id')
        .as('person_name'),
      promotionTagsColumn(db, eb.ref('p.id'), today).as('promotions'),
      // A hotel's rooms' steps (null without rooms), for the card's "3 rooms · 2 complete": an index lookup per card.
      eb
        .selectFrom('products as r')
        .select(sql<Record<string, boolean>[] | null>`json_agg(r.step_validate)`.as('steps'))
        .whereRef('r.parent_id', '=', 'p.id')
        .as('room_steps'),
    ]);
}

/** A hotel's or hostel's rooms and how many are complete; null for a type without rooms. */
export function roomsOf(productType: number, roomSteps: readonly Record<string, boolean>[] | null) {
  const roomType = roomTypeOf(productType);
  if (roomType === null) return null;
  const steps = roomSteps ?? [];
  return {
    total: steps.length,
    complete: steps.filter((stepValidate) => areRequiredStepsComplete(roomType, stepValidate)).length,
  };
}

type DisplayRow = Awaited<ReturnType<ReturnType<typeof withDisplayColumns>['execute']>>[number];

/** The card's view of a product (ProductListItem), with its promotion tags (issue 14). */
function toListItem(p: DisplayRow, today: string): ProductListItem {
  const providerName =
    p.business_category === 'company' && p.business_name ? p.business_name : (p.person_name ?? '');
  return {
    _id: p.id,
    ...(isThingsToDoType(p.product_type) ? { tour_id: p.id } : {}),
    product_type: p.product_type as ProductTypeId,
    name: p.name,
    title: p.title,
    tb_gcm_status: tbGcmStatus(p.status),
    mainPicture: p.main_picture_url
      ? { url_photo: p.main_picture_url, name: p.main_picture_name ?? '' }
      : null,
    slug: p.slug,
    step_validate: p.step_validate,
    country: p.country_name ?? '',
    state: p.state_name ?? '',
    city: p.city_name ?? '',
    real_address: p.real_address,
    promotions: tagsOf(p.promotions, today),
    commission_model: p.commission_model as CommissionModel,
    review_reason: p.review_reason,
    provider_name: providerName,
    updated_at: p.updated_at,
    rooms: roomsOf(p.product_type, p.room_steps),
  };
}

interface ListShape {
  filters: ProductFilters;
  order: PageRequest['order'];
  language: LanguageCode;
}

interface ListValues extends FilterValues {
  results: number;
  offset: number;
  today: string;
}

/**
 * A page of cards in one query: the rows picked (filtered, ordered, limited) first, then their names and promotion
 * tags looked up, and on each row the total from the kept counts; a search's total is counted apart, and only when
 * the page does not tell it.
 */
const pageQuery = preparedShapes(
  ({ filters, order, language }: ListShape) => `${filterShape(filters)}|${order}|${language}`,
  ({ filters, order, language }: ListShape, db, param: Param<ListValues>) => {
    const newest = order === 'newest';
    const direction = newest ? 'desc' : 'asc';
    const column = newest ? 'created_at' : 'updated_at';
    const rows = filtered(db, filters, param)
      .select(CARD_COLUMNS)
      .orderBy(`products.${column}`, direction)
      .orderBy('products.id', direction)
      .limit(param('results'))
      .offset(param('offset'));
    return withDisplayColumns(db, rows, language, param('today'))
      .select((eb) =>
        searchOf(filters)
          ? sql<null>`null`.as('total')
          : eb
              .selectFrom(
                keptCounts(db, filters, param)
                  .select((c) => c.fn.sum<string>('total').as('sum'))
                  .as('c'),
              )
              .select(sql<string | number | null>`c.sum`.as('total'))
              .as('total'),
      )
      .orderBy(`p.${column}`, direction)
      .orderBy('p.id', direction);
  },
);

/** One page of matching products with the number of all matches. */
export async function listProductPage(
  db: Db,
  filters: ProductFilters,
  page: PageRequest,
): Promise<ProductList> {
  const offset = offsetOf(page.page, page.results);
  const today = utcToday();
  const items = await pageQuery({ filters, order: page.order, language: page.language }).execute(db, {
    ...filterValues(filters),
    results: page.results,
    offset,
    today,
  });
  // A page that is not full is the last one: it tells the total without counting (a search's count
  // is the one that costs).
  const isLastPage = items.length < page.results && (items.length > 0 || offset === 0);
  const kept = items[0]?.total;
  const total = isLastPage
    ? offset + items.length
    : kept !== undefined && kept !== null
      ? Number(kept)
      : await totalOf(db, filters);
  return {
    data: items.map((p) => toListItem(p, today)),
    meta: { total_products: total, page: page.page, results: page.results },
  };
}

/** How many matching products each type has; types without any are left out. */
const countsByTypeQuery = preparedShapes(filterShape, (f: ProductFilters, db, param: Param<FilterValues>) =>
  searchOf(f)
    ? filtered(db, f, param)
        .select((eb) => ['products.product_type', eb.fn.countAll<string | number | bigint>().as('total')])
        .groupBy('products.product_type')
        .orderBy('products.product_type')
    : keptCounts(db, f, param)
        .select((eb) => [
          'product_counts.product_type',
          eb.fn.sum<string | number | bigint | null>('total').as('total'),
        ])
        .groupBy('product_counts.product_type')
        .having((eb) => eb.fn.sum('total'), '>', 0)
        .orderBy('product_counts.product_type'),
);

export async function countProductsByType(db: Db, filters: Omit<ProductFilters, 'productType'>) {
  const rows = await countsByTypeQuery(filters).execute(db, filterValues(filters));
  return rows.map((r) => ({ product_type: r.product_type as ProductTypeId, total: Number(r.total) }));
}

/** One product's card, in each language. */
const cardQuery = preparedShapes(
  (language: LanguageCode) => language,
  (language: LanguageCode, db, param: Param<{ id: string; today: string }>) =>
    withDisplayColumns(
      db,
      db.selectFrom('products').select(CARD_COLUMNS).where('id', '=', param('id')),
      language,
      param('today'),
    ),
);

/** One product as its card shows it; the caller has already checked it may see it. */
export async function loadListItem(
  db: Db,
  id: string,
  language: LanguageCode = 'es',
): Promise<ProductListItem> {
  const today = utcToday();
  const row = await cardQuery(language).executeTakeFirst(db, { id, today });
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toListItem(row, today);
}
