import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { seedSiteContent } from '../seedSite.ts';

/**
 * The public site's content (issue 31): landings, terms sections and subsections, and blog posts, in Spanish and
 * English, written by the operator in Markdown. Seeded here, like the help texts (0013_help.ts), so every database —
 * production too — starts with the product's own texts (server/db/siteSeedContent.ts), once: from then on the pages
 * are the operator's, and one deleted never comes back. Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createTable('site_pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('landing', 'terms', 'blog')`))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('es', 'en')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // Markdown, rendered by the server when read (server/modules/site/markdown.ts).
    .addColumn('body', 'text', (c) => c.notNull())
    // A terms subsection names its section (same kind and language); nothing else has a parent.
    .addColumn('parent_slug', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    // Set the first time the page is published, never changed after.
    .addColumn('published_at', 'timestamptz')
    .addColumn('author', 'text')
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('site_pages_address', ['kind', 'language', 'slug'])
    .addCheckConstraint('site_pages_parent_of_terms', sql`parent_slug is null or kind = 'terms'`)
    .execute();
  // The blog's pages and the terms' menu read one kind in one language, published, newest first.
  await raw.schema
    .createIndex('site_pages_listing')
    .on('site_pages')
    .columns(['kind', 'language', 'status', 'published_at desc'])
    .execute();
  await seedSiteContent(raw as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_pages').execute();
}
