import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { ROLE } from '../../../machines/roles.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { Database, WhiteLandingsTable } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { landingLocationViews } from './landingLocations.ts';

type Landing = components['schemas']['Landing'];
type LandingSummary = components['schemas']['LandingSummary'];
type LandingInput = components['schemas']['LandingInput'];
type Language = components['schemas']['LanguageCode'];
type LandingRow = Selectable<WhiteLandingsTable>;

/**
 * White landings (SPEC §2, §3 Landing, §5 Landing form): a person's own, the operator's every one. Another person's
 * landing is as unknown as a made-up id (404), as every owner's record in the portal (SPEC §6).
 */

export const LANDING_NOT_FOUND = 'The landing does not exist';

/** How many landings one person keeps (the list's bound is the operator's, the contract's maxItems). */
export const LANDINGS_PER_PERSON = 50;
const LIST_LIMIT = 500;

/** Whether the caller manages every landing (the admin landing manager). */
export const managesEveryLanding = (caller: AccessClaims): boolean => caller.roles.includes(ROLE.operator);

/** The columns a save writes, from a checked input. */
export type LandingValues = Pick<
  LandingRow,
  'title' | 'description' | 'language' | 'status' | 'banner_logo' | 'banner_xl' | 'banner_md' | 'banner_xs'
>;

/**
 * The input's fields as columns, texts trimmed (SPEC §5: title and description required, so one of spaces is a 400
 * naming it); a banner left out is none.
 */
export function checkedLanding(input: LandingInput): LandingValues {
  const title = input.title.trim();
  if (!title) throw new ApiError(400, 'invalid_request', 'title is required', 'title');
  const description = input.description.trim();
  if (!description) throw new ApiError(400, 'invalid_request', 'description is required', 'description');
  return {
    title,
    description,
    language: input.language,
    status: input.status,
    banner_logo: input.banner_logo ?? null,
    banner_xl: input.banner_xl ?? null,
    banner_md: input.banner_md ?? null,
    banner_xs: input.banner_xs ?? null,
  };
}

/** The owner's name as the operator's list shows it: their business's, else their own, else their e-mail. */
const ownerName = (eb: ExpressionBuilder<Database, 'white_landings'>) =>
  eb
    .selectFrom('users')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select(
      sql<string>`coalesce(nullif(trim(business_profiles.name), ''), nullif(trim(concat_ws(' ', persons.first_name, persons.last_name)), ''), users.email)`.as(
        'name',
      ),
    )
    .whereRef('users.id', '=', 'white_landings.owner_id')
    .limit(1);

/** The landing of that id when the caller may see it (their own, or any for the operator); else 404. */
export async function reachableLanding(db: Db, caller: AccessClaims, id: string): Promise<LandingRow> {
  let query = db.selectFrom('white_landings').selectAll().where('id', '=', id);
  if (!managesEveryLanding(caller)) query = query.where('owner_id', '=', caller.sub);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(LANDING_NOT_FOUND);
  return row;
}

/** The landing as the detail screen reads it: its form, its owner and its chosen hubs with their segments. */
export async function landingView(db: Db, row: LandingRow): Promise<Landing> {
  const owner = await db
    .selectFrom('white_landings')
    .select((eb) => ownerName(eb).as('owner_name'))
    .where('id', '=', row.id)
    .executeTakeFirst();
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    language: row.language,
    status: row.status,
    banner_logo: row.banner_logo,
    banner_xl: row.banner_xl,
    banner_md: row.banner_md,
    banner_xs: row.banner_xs,
    owner_name: owner?.owner_name ?? '',
    updated_at: new Date(row.updated_at).toISOString(),
    locations: await landingLocationViews(db, row.id),
  };
}

/** The caller's landings (the operator's: everyone's), in `language` when asked, newest change first. */
export async function landingSummaries(
  db: Db,
  caller: AccessClaims,
  language: Language | undefined,
): Promise<LandingSummary[]> {
  let query = db.selectFrom('white_landings').select((eb) => [
    'id',
    'title',
    'description',
    'status',
    'language',
    'updated_at',
    ownerName(eb).as('owner_name'),
    eb
      .selectFrom('white_landing_locations')
      .select((inner) => inner.fn.countAll<string | number | bigint>().as('count'))
      .whereRef('white_landing_locations.landing_id', '=', 'white_landings.id')
      .as('locations_count'),
    eb
      .selectFrom('white_landing_products as wlp')
      .innerJoin('products', 'products.id', 'wlp.product_id')
      .select((inner) => inner.fn.countAll<string | number | bigint>().as('count'))
      .whereRef('wlp.landing_id', '=', 'white_landings.id')
      .where('products.status', '=', 'published')
      .as('products_count'),
  ]);
  if (!managesEveryLanding(caller)) query = query.where('owner_id', '=', caller.sub);
  if (language) query = query.where('language', '=', language);
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id').limit(LIST_LIMIT).execute();
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    language: row.language,
    updated_at: new Date(row.updated_at).toISOString(),
    owner_name: row.owner_name ?? '',
    locations_count: Number(row.locations_count ?? 0),
    products_count: Number(row.products_count ?? 0),
  }));
}

/** How many landings the person has. */
async function landingsOf(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('white_landings')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A new landing of the person, without locations; 409 past LANDINGS_PER_PERSON. */
export async function insertLanding(
  db: Db,
  ownerId: string,
  id: string,
  values: LandingValues,
): Promise<LandingRow> {
  if ((await landingsOf(db, ownerId)) >= LANDINGS_PER_PERSON)
    throw new ApiError(
      409,
      'too_many_landings',
      `A person keeps at most ${LANDINGS_PER_PERSON} landings: delete one first`,
    );
  return db
    .insertInto('white_landings')
    .values({ id, owner_id: ownerId, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The landing's form saved over the stored one (locations and assignments stay). */
export async function updateLanding(db: Db, id: string, values: LandingValues): Promise<LandingRow> {
  const row = await db
    .updateTable('white_landings')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(LANDING_NOT_FOUND);
  return row;
}

/** The landing goes, its locations and assignments with it (the foreign keys cascade). */
export async function deleteLanding(db: Db, id: string): Promise<void> {
  const deleted = await db.deleteFrom('white_landings').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(LANDING_NOT_FOUND);
}

/** A change of its locations or products is a change of the landing: it moves up the lists. */
export async function touchLanding(db: Db, id: string): Promise<void> {
  await db.updateTable('white_landings').set({ updated_at: new Date() }).where('id', '=', id).execute();
}
