import type pg from 'pg';
import { isThingsToDoType, STATUS_IDS, STATUS_NAMES, statusOfId } from '../../machines/productTypes.ts';
import type { components } from '../../openapi/schema.d.ts';
import type { ProductStatusName } from '../../server/db/schema.ts';
import { OPERATION_ROLES } from '../../server/http/operationRoles.ts';
import { roomsOf } from '../../server/modules/products/productList.ts';
import type { BearerClaims } from './bearer.ts';

type ProductList = components['schemas']['ProductList'];
type ProductListItem = components['schemas']['ProductListItem'];

/** What the route reads of the query string, already checked by its schema. */
export interface PageQuery {
  product_type: number;
  language_code: 'es' | 'en';
  page: number;
  results: number;
  /** 0 every status, 1-3 one of them. */
  status: 0 | 1 | 2 | 3;
}

/**
 * One statement for the whole answer: who calls (their session version and roles, which the portal reads through
 * its five-second session cache), the page's products with their place names and promotion tags, the provider's
 * name, and the total from the counts the database keeps (migration 0004). Parameters: $1 caller, $2 session
 * version, $3 roles allowed, $4 product type, $5 page size, $6 offset, $7 language, $8 today (UTC), and $9 the
 * status when the list is filtered by one.
 */
const statementText = (byStatus: boolean) => `
with caller as (
  select exists (select 1 from user_roles r where r.user_id = u.id and r.role = any($3::int[])) as allowed
    from users u
   where u.id = $1 and u.session_version = $2
),
page as (
  select p.id, p.product_type, p.status, p.name, p.title, p.main_picture_url, p.main_picture_name, p.slug,
         p.step_validate, p.country_id, p.state_id, p.city_id, p.real_address, p.commission_model,
         p.review_reason, p.created_at, p.updated_at
    from products p
   where coalesce((select allowed from caller), false)
     and p.provider_id = $1 and p.product_type = $4${byStatus ? ' and p.status = $9' : ''}
   order by p.created_at desc, p.id desc
   limit $5 offset $6
)
select
  exists (select 1 from caller) as live,
  coalesce((select allowed from caller), false) as allowed,
  (select coalesce(sum(c.total), 0)::int
     from product_counts c
    where c.provider_id = $1 and c.product_type = $4${byStatus ? ' and c.status = $9' : ''}) as total,
  (select case when u.business_category = 'company' and coalesce(b.name, '') <> '' then b.name
               else coalesce(trim(pe.first_name || ' ' || pe.last_name), '') end
     from users u
     left join business_profiles b on b.user_id = u.id
     left join persons pe on pe.user_id = u.id
    where u.id = $1) as provider_name,
  (select coalesce(json_agg(json_build_object(
            'id', page.id, 'product_type', page.product_type, 'status', page.status, 'name', page.name,
            'title', page.title, 'main_picture_url', page.main_picture_url,
            'main_picture_name', page.main_picture_name, 'slug', page.slug, 'step_validate', page.step_validate,
            'country', case when $7::text = 'en' then co.name_en else co.name_es end,
            'state', st.name, 'city', ci.name, 'real_address', page.real_address,
            'commission_model', page.commission_model, 'review_reason', page.review_reason,
            'updated_at', to_char(page.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'promotions', (
              select coalesce(json_agg(json_build_object(
                       'promotion_id', pr.id, 'type', pr.promotion_type,
                       'percentDiscount', pr.percent_discount,
                       'startDate', pr.start_date::text, 'endDate', pr.end_date::text,
                       'status', case when pr.assigned_check = 3 and pr.date_show_promotion <= $8::date then 1
                                      else pr.assigned_check end
                     ) order by pr.start_date, pr.id), '[]'::json)
                from promotion_products pp
                join promotions pr on pr.id = pp.promotion_id
               where pp.product_id = page.id and pr.assigned_check <> 2 and pr.end_date >= $8::date),
            'room_steps', (select json_agg(r.step_validate) from products r where r.parent_id = page.id)
          ) order by page.created_at desc, page.id desc), '[]'::json)
     from page
     left join countries co on co.id = page.country_id
     left join states st on st.id = page.state_id
     left join cities ci on ci.id = page.city_id) as items`;

/** Named, so each pooled connection parses and plans it once; one text per filter shape keeps each plan fit. */
const STATEMENTS = {
  everyStatus: { name: 'bench_product_page', text: statementText(false) },
  oneStatus: { name: 'bench_product_page_by_status', text: statementText(true) },
};

const ALLOWED_ROLES = [...OPERATION_ROLES.listProducts];

interface ItemRow {
  id: string;
  product_type: ProductListItem['product_type'];
  status: ProductStatusName;
  name: string;
  title: string;
  main_picture_url: string | null;
  main_picture_name: string | null;
  slug: string | null;
  step_validate: Record<string, boolean>;
  country: string | null;
  state: string | null;
  city: string | null;
  real_address: string;
  commission_model: ProductListItem['commission_model'];
  review_reason: string | null;
  updated_at: string;
  promotions: ProductListItem['promotions'];
  room_steps: Record<string, boolean>[] | null;
}

interface PageRow {
  live: boolean;
  allowed: boolean;
  total: number;
  provider_name: string | null;
  items: ItemRow[];
}

/**
 * A product card in the order the portal's serializer (fast-json-stringify) writes it: the contract's required
 * properties in their order, then the optional `tour_id`.
 */
const cardOf = (p: ItemRow, providerName: string): ProductListItem => ({
  _id: p.id,
  product_type: p.product_type,
  name: p.name,
  title: p.title,
  tb_gcm_status: { _id: STATUS_IDS[p.status], status: STATUS_NAMES[p.status] },
  mainPicture: p.main_picture_url ? { url_photo: p.main_picture_url, name: p.main_picture_name ?? '' } : null,
  slug: p.slug,
  step_validate: p.step_validate,
  country: p.country ?? '',
  state: p.state ?? '',
  city: p.city ?? '',
  real_address: p.real_address,
  promotions: p.promotions,
  commission_model: p.commission_model,
  review_reason: p.review_reason,
  provider_name: providerName,
  updated_at: p.updated_at,
  rooms: roomsOf(p.product_type, p.room_steps),
  ...(isThingsToDoType(p.product_type) ? { tour_id: p.id } : {}),
});

/** The page for the caller, or the status that refuses it: 401 without a living session, 403 without a role. */
export async function readProductPage(
  pool: pg.Pool,
  caller: BearerClaims,
  query: PageQuery,
): Promise<ProductList | 401 | 403> {
  const values: unknown[] = [
    caller.sub,
    caller.sv,
    ALLOWED_ROLES,
    query.product_type,
    query.results,
    (query.page - 1) * query.results,
    query.language_code,
    new Date().toISOString().slice(0, 10),
  ];
  const statement = query.status ? STATEMENTS.oneStatus : STATEMENTS.everyStatus;
  if (query.status) values.push(statusOfId(query.status));
  const { rows } = await pool.query<PageRow>({ ...statement, values });
  const row = rows[0] as PageRow;
  if (!row.live) return 401;
  if (!row.allowed) return 403;
  const providerName = row.provider_name ?? '';
  return {
    data: row.items.map((item) => cardOf(item, providerName)),
    meta: { total_products: row.total, page: query.page, results: query.results },
  };
}
