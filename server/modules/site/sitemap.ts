import type { SitePagesTable } from '../../db/schema.ts';

type Kind = SitePagesTable['kind'];

/** A public page the sitemap names: its path on the portal and when it last changed, when known. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** A published Spanish page, as the sitemap reads it (sitePages.ts `sitemapPages`). */
export interface SitemapPage {
  kind: Kind;
  slug: string;
  parent_slug: string | null;
  updated_at: Date;
}

/**
 * The public paths of SPEC §2 that are always there: a landing's path changes when its landing does, the blog's
 * and the terms' index when any of their pages does.
 */
const FIXED_PATHS: readonly { path: string; source: { landing: string } | { kind: Kind } }[] = [
  { path: '/', source: { landing: 'home' } },
  { path: '/providers', source: { landing: 'providers' } },
  { path: '/advertising', source: { landing: 'advertising' } },
  { path: '/influencers', source: { landing: 'influencers' } },
  { path: '/become-an-agent', source: { landing: 'become-an-agent' } },
  { path: '/blog', source: { kind: 'blog' } },
  { path: '/terms', source: { kind: 'terms' } },
];

/** The later of two dates, either of which may be missing. */
const later = (a: Date | null, b: Date): Date => (a && a > b ? a : b);

/** Where the app shows a published page (a landing is one of the fixed paths). */
function pathOf(page: SitemapPage): string | null {
  if (page.kind === 'blog') return `/blog/${page.slug}`;
  if (page.kind === 'terms')
    return page.parent_slug ? `/terms/${page.parent_slug}/${page.slug}` : `/terms/${page.slug}`;
  return null;
}

/** Every entry of the sitemap: the fixed paths first, then each post and terms page. */
export function sitemapEntries(pages: readonly SitemapPage[]): SitemapEntry[] {
  const fixed = FIXED_PATHS.map(({ path, source }) => ({
    path,
    lastmod: pages
      .filter((page) =>
        'landing' in source
          ? page.kind === 'landing' && page.slug === source.landing
          : page.kind === source.kind,
      )
      .reduce<Date | null>((latest, page) => later(latest, page.updated_at), null),
  }));
  const ofPages = pages.flatMap((page) => {
    const path = pathOf(page);
    return path ? [{ path, lastmod: page.updated_at }] : [];
  });
  return [...fixed, ...ofPages];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute's value. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** The sitemap protocol's document (sitemaps.org): absolute addresses on `origin`, lastmod as a day. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${base}${path}`)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
