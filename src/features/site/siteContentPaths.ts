import type { SiteContent } from './siteContentQueries.ts';

/** The landings the public site has a page for, by slug (SPEC §2): a landing of another slug is shown nowhere. */
const LANDING_PATHS: Readonly<Record<string, string>> = {
  home: '/',
  providers: '/providers',
  advertising: '/advertising',
  influencers: '/influencers',
  'become-an-agent': '/become-an-agent',
};

/** The landings' slugs, for the slug field's help. */
export const LANDING_SLUGS = Object.keys(LANDING_PATHS);

/**
 * Where the public site shows a page, or null when it shows it nowhere (a draft, a landing of an unknown slug).
 * The site picks the visitor's language, so both languages of a page share the address.
 */
export function publicPathOf(
  page: Pick<SiteContent, 'kind' | 'slug' | 'parent_slug' | 'status'>,
): string | null {
  if (page.status !== 'published') return null;
  if (page.kind === 'landing') return LANDING_PATHS[page.slug] ?? null;
  if (page.kind === 'blog') return `/blog/${page.slug}`;
  return page.parent_slug ? `/terms/${page.parent_slug}/${page.slug}` : `/terms/${page.slug}`;
}
