import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from './database.ts';
import type { SitePagesTable } from './schema.ts';
import { type SeedPage, SITE_BLOG, SITE_LANDINGS, SITE_TERMS } from './siteSeedContent.ts';

const DAY_MS = 86_400_000;

/** A seed page's row in one language, published: as of `now`, or its post's age before it. */
function rowOf(page: SeedPage, language: 'es' | 'en', now: number): Insertable<SitePagesTable> {
  const at = new Date(now - (page.daysAgo ?? 0) * DAY_MS);
  return {
    id: randomUUID(),
    kind: page.kind,
    slug: page.slug,
    language,
    ...page[language],
    parent_slug: page.parent ?? null,
    position: page.position ?? 0,
    status: 'published',
    published_at: at,
    author: page.author ?? null,
    image_url: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The public site's own texts (siteSeedContent.ts), published in Spanish and English. Run by migration
 * 0024_site_content.ts, so every database starts with them (they are the product's content, like the help texts,
 * not demo data). Idempotent: a page whose address (kind, language, slug) is taken is left as it is, so running it
 * again never overwrites what the operator wrote. It writes the table as 0024 made it.
 */
export async function seedSiteContent(db: Db): Promise<void> {
  const now = Date.now();
  const rows = [...SITE_LANDINGS, ...SITE_TERMS, ...SITE_BLOG].flatMap((page) =>
    (['es', 'en'] as const).map((language) => rowOf(page, language, now)),
  );
  await db
    .insertInto('site_pages')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'language', 'slug']).doNothing())
    .execute();
}
