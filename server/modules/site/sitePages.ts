import type { Selectable } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { type Param, prepared } from '../../db/prepared.ts';
import type { SitePagesTable } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { renderMarkdown } from './markdown.ts';
import { readingMinutes } from './readingTime.ts';
import type { SitemapEntry, SitemapPage } from './sitemap.ts';

type SitePage = components['schemas']['SitePage'];
type BlogPage = components['schemas']['BlogPage'];
type TermsMenu = components['schemas']['TermsMenu'];
type Kind = SitePagesTable['kind'];
export type SiteLanguage = SitePagesTable['language'];
type PageRow = Selectable<SitePagesTable>;

/** The blog's page size (SPEC §7, §9). */
export const BLOG_PAGE_SIZE = 12;

/** The language the site speaks when none is asked for (SPEC §9: default es). */
export const DEFAULT_LANGUAGE: SiteLanguage = 'es';

/** A date as the contract writes it, whichever way the driver handed it over. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/*
 * The public reads are the site's hot path (every visit of a landing, the blog and the terms): each query is built
 * and compiled once and prepared (server/db/prepared.ts).
 */

const publishedPageQuery = prepared(
  (db, param: Param<{ kind: Kind; slug: string; language: SiteLanguage }>) =>
    db
      .selectFrom('site_pages')
      .selectAll()
      .where('kind', '=', param('kind'))
      .where('slug', '=', param('slug'))
      .where('language', '=', param('language'))
      .where('status', '=', 'published'),
);

/** A published page as the site shows it, its Markdown rendered; 404 for a draft or a page that is not there. */
export async function publishedPage(
  db: Db,
  kind: Kind,
  slug: string,
  language: SiteLanguage,
): Promise<SitePage> {
  const row = await publishedPageQuery.executeTakeFirst(db, { kind, slug, language });
  if (!row) throw notFound('The page does not exist');
  return sitePageView(row);
}

function sitePageView(row: PageRow): SitePage {
  return {
    slug: row.slug,
    kind: row.kind,
    language: row.language,
    title: row.title,
    description: row.description,
    html: renderMarkdown(row.body),
    parent_slug: row.parent_slug,
    position: row.position,
    published_at: row.published_at ? iso(row.published_at) : null,
    updated_at: iso(row.updated_at),
    author: row.author,
    image_url: row.image_url,
    reading_minutes: readingMinutes(row.body),
  };
}

const blogPostsQuery = prepared((db, param: Param<{ language: SiteLanguage; offset: number }>) =>
  db
    .selectFrom('site_pages')
    .select(['slug', 'title', 'description', 'body', 'published_at', 'author', 'image_url'])
    .where('kind', '=', 'blog')
    .where('language', '=', param('language'))
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(BLOG_PAGE_SIZE)
    .offset(param('offset')),
);

const blogTotalQuery = prepared((db, param: Param<{ language: SiteLanguage }>) =>
  db
    .selectFrom('site_pages')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
    .where('kind', '=', 'blog')
    .where('language', '=', param('language'))
    .where('status', '=', 'published'),
);

/** One page of the published posts, newest publication first, with how many there are in all. */
export async function blogPage(db: Db, language: SiteLanguage, page: number): Promise<BlogPage> {
  const [rows, count] = await Promise.all([
    blogPostsQuery.execute(db, { language, offset: (page - 1) * BLOG_PAGE_SIZE }),
    blogTotalQuery.executeTakeFirst(db, { language }),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    items: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      description: row.description,
      // A published page always has its date (set when first published).
      published_at: iso(row.published_at ?? new Date(0)),
      author: row.author,
      image_url: row.image_url,
      reading_minutes: readingMinutes(row.body),
    })),
    total,
    page,
    pages: Math.ceil(total / BLOG_PAGE_SIZE),
  };
}

const publishedTermsQuery = prepared((db, param: Param<{ language: SiteLanguage }>) =>
  db
    .selectFrom('site_pages')
    .select(['slug', 'title', 'position', 'parent_slug'])
    .where('kind', '=', 'terms')
    .where('language', '=', param('language'))
    .where('status', '=', 'published')
    .orderBy('position')
    .orderBy('slug'),
);

/**
 * The terms' side menu: the published sections by position, each with its published subsections by position (a
 * subsection of a section that is not published is not reachable from the menu, so it is left out).
 */
export async function termsMenu(db: Db, language: SiteLanguage): Promise<TermsMenu> {
  const rows = await publishedTermsQuery.execute(db, { language });
  const entry = ({ slug, title, position }: (typeof rows)[number]) => ({ slug, title, position });
  return {
    sections: rows
      .filter((row) => row.parent_slug === null)
      .map((section) => ({
        ...entry(section),
        children: rows.filter((row) => row.parent_slug === section.slug).map(entry),
      })),
  };
}

/**
 * The published Spanish pages the sitemap names (SPEC §9: Spanish is the default language): a subsection only
 * under a published section, as the terms' menu shows it.
 */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db
    .selectFrom('site_pages as page')
    .leftJoin('site_pages as parent', (join) =>
      join
        .onRef('parent.slug', '=', 'page.parent_slug')
        .onRef('parent.kind', '=', 'page.kind')
        .onRef('parent.language', '=', 'page.language'),
    )
    .select(['page.kind', 'page.slug', 'page.parent_slug', 'page.updated_at'])
    .where('page.language', '=', DEFAULT_LANGUAGE)
    .where('page.status', '=', 'published')
    .where((eb) => eb.or([eb('page.parent_slug', 'is', null), eb('parent.status', '=', 'published')]))
    .orderBy('page.kind')
    .orderBy('page.position')
    .orderBy('page.published_at', 'desc')
    .orderBy('page.slug')
    .execute();
  return rows.map((row) => ({ ...row, updated_at: new Date(row.updated_at) }));
}

/** A sitemap holds at most 50 000 addresses; the landings take at most this many of them. */
const MAX_SITEMAP_LANDINGS = 10_000;

/**
 * The published white landings (issue 31: a public page like the others, `/landing/<id>`), for the sitemap. Their
 * table is the white landings' module's; the sitemap reads only which are published, and when they changed.
 */
export async function publishedWhiteLandings(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .selectFrom('white_landings')
    .select(['id', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('updated_at', 'desc')
    .limit(MAX_SITEMAP_LANDINGS)
    .execute();
  return rows.map((row) => ({ path: `/landing/${row.id}`, lastmod: new Date(row.updated_at) }));
}
