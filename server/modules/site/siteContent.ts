import type { Selectable, Transaction } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { Database, SitePagesTable } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { iso, type SiteLanguage } from './sitePages.ts';

type SiteContent = components['schemas']['SiteContent'];
type SiteContentInput = components['schemas']['SiteContentInput'];
type Kind = SitePagesTable['kind'];
type PageRow = Selectable<SitePagesTable>;

/** What the operator's content screen lists (the contract's maxItems). */
const LIST_LIMIT = 1000;

/** Postgres' "unique violation": a page of the kind and language has the slug already. */
const UNIQUE_VIOLATION = '23505';

const SLUG_TAKEN = 'A page of this kind and language has this address already';
const HAS_SUBSECTIONS = 'The terms section has subsections: move or delete them first';
const PAGE_NOT_FOUND = 'The page does not exist';

/** A page as the operator writes it, checked: the columns it sets. */
export interface ContentValues {
  kind: Kind;
  slug: string;
  language: SiteLanguage;
  title: string;
  description: string;
  body: string;
  parent_slug: string | null;
  position: number;
  status: SitePagesTable['status'];
  author: string | null;
  image_url: string | null;
}

/** Empty optional text is no text. */
const textOrNull = (text: string | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The input's fields as columns, the texts trimmed (a title of spaces is none: 400 naming it); the body is kept as
 * written, since Markdown's spacing is meaning. What needs the database (the parent, the address) is checked when
 * written.
 */
export function checkedContent(input: SiteContentInput): ContentValues {
  const title = input.title.trim();
  if (!title) throw new ApiError(400, 'invalid_request', 'title is required', 'title');
  return {
    kind: input.kind,
    slug: input.slug,
    language: input.language,
    title,
    description: input.description.trim(),
    body: input.body,
    parent_slug: input.parent_slug ?? null,
    position: input.position ?? 0,
    status: input.status,
    author: textOrNull(input.author),
    image_url: textOrNull(input.image_url),
  };
}

/** A page as the operator's content screen shows it (its Markdown as written). */
function siteContentView(row: PageRow): SiteContent {
  return {
    _id: row.id,
    slug: row.slug,
    kind: row.kind,
    language: row.language,
    title: row.title,
    description: row.description,
    body: row.body,
    parent_slug: row.parent_slug,
    position: row.position,
    status: row.status,
    published_at: row.published_at ? iso(row.published_at) : null,
    updated_at: iso(row.updated_at),
    author: row.author,
    image_url: row.image_url,
  };
}

/** Every page, drafts included, of a kind and a language when asked; the newest change first. */
export async function siteContentList(
  db: Db,
  filters: { kind?: Kind; language?: SiteLanguage },
): Promise<SiteContent[]> {
  let query = db.selectFrom('site_pages').selectAll();
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.language) query = query.where('language', '=', filters.language);
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id').limit(LIST_LIMIT).execute();
  return rows.map(siteContentView);
}

/**
 * Only terms have a parent, and it must be a section (not a subsection: the menu has two levels) of the same
 * language — another page than the one being written. 400 naming `parent_slug` otherwise.
 */
async function checkParent(tx: Transaction<Database>, values: ContentValues, selfId?: string) {
  const parent = values.parent_slug;
  if (parent === null) return;
  if (values.kind !== 'terms')
    throw new ApiError(400, 'invalid_request', 'Only a terms subsection has a parent section', 'parent_slug');
  let query = tx
    .selectFrom('site_pages')
    .select('id')
    .where('kind', '=', 'terms')
    .where('language', '=', values.language)
    .where('slug', '=', parent)
    .where('parent_slug', 'is', null);
  if (selfId) query = query.where('id', '<>', selfId);
  if (!(await query.executeTakeFirst()))
    throw new ApiError(
      400,
      'invalid_request',
      `parent_slug names no terms section in ${values.language}`,
      'parent_slug',
    );
}

/** How many subsections name this page as their section. */
async function subsectionsOf(tx: Transaction<Database>, page: PageRow): Promise<number> {
  if (page.kind !== 'terms' || page.parent_slug !== null) return 0;
  const row = await tx
    .selectFrom('site_pages')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .where('kind', '=', 'terms')
    .where('language', '=', page.language)
    .where('parent_slug', '=', page.slug)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A write that would give a second page the same address is a 409 on the slug. */
async function uniqueAddress<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new ApiError(409, 'slug_taken', SLUG_TAKEN, 'slug');
    throw error;
  }
}

/** The page as written; published pages are public at once, with their publication date. */
export async function createContent(db: Db, id: string, values: ContentValues): Promise<SiteContent> {
  const now = new Date();
  const row = await uniqueAddress(() =>
    db.transaction().execute(async (tx) => {
      await checkParent(tx, values);
      return tx
        .insertInto('site_pages')
        .values({
          id,
          ...values,
          published_at: values.status === 'published' ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }),
  );
  return siteContentView(row);
}

/**
 * The page changed. Its publication date is set the first time it is published and kept after (a post taken down
 * and put back keeps its place in the blog). A section with subsections stays a section of terms in its language
 * (409 otherwise); renamed, its subsections follow it.
 */
export async function updateContent(db: Db, id: string, values: ContentValues): Promise<SiteContent> {
  const row = await uniqueAddress(() =>
    db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('site_pages')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound(PAGE_NOT_FOUND);
      await checkParent(tx, values, id);
      const subsections = await subsectionsOf(tx, current);
      const staysASection =
        values.kind === 'terms' && values.language === current.language && values.parent_slug === null;
      if (subsections > 0 && !staysASection) throw new ApiError(409, 'has_subsections', HAS_SUBSECTIONS);
      const now = new Date();
      const saved = await tx
        .updateTable('site_pages')
        .set({
          ...values,
          published_at: current.published_at ?? (values.status === 'published' ? now : null),
          updated_at: now,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (subsections > 0 && current.slug !== values.slug) {
        await tx
          .updateTable('site_pages')
          .set({ parent_slug: values.slug })
          .where('kind', '=', 'terms')
          .where('language', '=', current.language)
          .where('parent_slug', '=', current.slug)
          .execute();
      }
      return saved;
    }),
  );
  return siteContentView(row);
}

/** The page gone; a terms section with subsections is a 409 (they would lose their place in the menu). */
export async function deleteContent(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('site_pages')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(PAGE_NOT_FOUND);
    if ((await subsectionsOf(tx, current)) > 0) throw new ApiError(409, 'has_subsections', HAS_SUBSECTIONS);
    await tx.deleteFrom('site_pages').where('id', '=', id).execute();
  });
}
