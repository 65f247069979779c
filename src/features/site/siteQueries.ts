import { useLingui } from '@lingui/react';
import { queryOptions } from '@tanstack/react-query';
import * as schemaLimits from '../../../openapi/limits.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { ApiFailure, unwrap } from '../../api/errors.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/i18n.ts';

export type SitePage = components['schemas']['SitePage'];
export type SitePageKind = components['schemas']['SitePageKind'];
export type BlogPage = components['schemas']['BlogPage'];
export type BlogPostSummary = components['schemas']['BlogPostSummary'];
export type TermsSection = components['schemas']['TermsSection'];

/** The public site's queries start so; the operator's content screen has its own (['site', 'content']). */
export const SITE_PUBLIC_KEY = ['site', 'public'] as const;

/** SPEC §7: the blog's page size, which the server fixes; the list draws as many placeholders while it loads. */
export const BLOG_PAGE_SIZE = 12;

/** The language the site's texts are asked in: the interface's, read so a switch asks for the other texts. */
export function useSiteLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

const SLUG = new RegExp(schemaLimits.SiteSlug.pattern);

/** A slug the contract accepts: anything else in an address names no page, so it is not asked for (a 400). */
const isSiteSlug = (slug: string) => slug.length <= schemaLimits.SiteSlug.maxLength && SLUG.test(slug);

/**
 * A published page of the site in `language` (getSitePage); null when there is none, so the screen shows its
 * "this page does not exist" state instead of an error.
 */
export const sitePageQuery = (kind: SitePageKind, slug: string, language: Language) =>
  queryOptions({
    queryKey: [...SITE_PUBLIC_KEY, 'page', kind, slug, language],
    queryFn: async (): Promise<SitePage | null> => {
      if (!isSiteSlug(slug)) return null;
      try {
        return unwrap(
          await api.GET('/api/site/pages/{kind}/{slug}', {
            params: { path: { kind, slug }, query: { language } },
          }),
        );
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
  });

/** One page of the blog, newest first (listBlogPosts; SPEC §7: 12 a page). */
export const blogPageQuery = (page: number, language: Language) =>
  queryOptions({
    queryKey: [...SITE_PUBLIC_KEY, 'blog', page, language],
    queryFn: async (): Promise<BlogPage> =>
      unwrap(await api.GET('/api/site/blog', { params: { query: { page, language } } })),
  });

/** The terms' sections with their subsections, by position, for the numbered side menu (listTermsSections). */
export const termsMenuQuery = (language: Language) =>
  queryOptions({
    queryKey: [...SITE_PUBLIC_KEY, 'terms', language],
    queryFn: async (): Promise<TermsSection[]> =>
      unwrap(await api.GET('/api/site/terms', { params: { query: { language } } })).sections,
  });

/** The map of the public site that search engines read (getSitemap), as the XML text it is. */
export const sitemapQuery = () =>
  queryOptions({
    queryKey: [...SITE_PUBLIC_KEY, 'sitemap'],
    queryFn: async (): Promise<string> => unwrap(await api.GET('/sitemap.xml', { parseAs: 'text' })),
  });
