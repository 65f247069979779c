import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

export type SiteContent = components['schemas']['SiteContent'];
export type SiteContentInput = components['schemas']['SiteContentInput'];
export type SitePageKind = components['schemas']['SitePageKind'];
export type SiteContentStatus = components['schemas']['SiteContentStatus'];
export type SiteLanguage = SiteContent['language'];

export const SITE_PAGE_KINDS: readonly SitePageKind[] = ['landing', 'terms', 'blog'];
export const SITE_LANGUAGES: readonly SiteLanguage[] = ['es', 'en'];

/** What the list is narrowed to; a filter left out shows every kind or language. */
export interface SiteContentFilters {
  kind?: SitePageKind;
  language?: SiteLanguage;
}

/** Every list of the content screen starts so: a change to any page refreshes them all. */
export const SITE_CONTENT_KEY = ['site', 'content'] as const;

/** The pages of the site, drafts included, newest change first (listSiteContent, operator only). */
export const siteContentListQuery = (filters: SiteContentFilters) =>
  queryOptions({
    queryKey: [...SITE_CONTENT_KEY, filters],
    queryFn: async (): Promise<SiteContent[]> =>
      unwrap(await api.GET('/api/site/content', { params: { query: filters } })),
    // Changing a filter keeps the last list on screen until the new one comes, so the page does not jump.
    placeholderData: keepPreviousData,
  });

/** Writes a new page (id null) or changes one; the answer is the page as stored. */
export async function saveSiteContent(id: string | null, body: SiteContentInput): Promise<SiteContent> {
  if (id === null) return unwrap(await api.POST('/api/site/content', { body }));
  return unwrap(await api.PUT('/api/site/content/{id}', { params: { path: { id } }, body }));
}

/** Deletes a page; a terms section with subsections is refused (409). */
export async function deleteSiteContent(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/site/content/{id}', { params: { path: { id } } }));
}

/** The Markdown as the site will show it, rendered by the server (the app carries no Markdown library). */
export const siteContentPreviewQuery = (body: string) =>
  queryOptions({
    queryKey: ['site', 'preview', body],
    queryFn: async () => unwrap(await api.POST('/api/site/preview', { body: { body } })).html,
    // The same text renders the same way: asked once per text typed.
    staleTime: Number.POSITIVE_INFINITY,
    // While the next rendering comes, the last one stays rather than a blank box.
    placeholderData: keepPreviousData,
  });
