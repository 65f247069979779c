import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { linkOrigin } from '../../http/linkOrigin.ts';
import type { PartialHandlerTable } from '../../http/operations.ts';
import { renderMarkdown } from './markdown.ts';
import {
  checkedContent,
  createContent,
  deleteContent,
  siteContentList,
  updateContent,
} from './siteContent.ts';
import { sitemapEntries, sitemapXml } from './sitemap.ts';
import {
  blogPage,
  DEFAULT_LANGUAGE,
  publishedPage,
  publishedWhiteLandings,
  sitemapPages,
  termsMenu,
} from './sitePages.ts';

/**
 * The public site (issue 31): its landings, blog and terms, read by anyone in Spanish or English, and the
 * operator's content screen that writes them in Markdown. Who may call each is in server/http/operationRoles.ts.
 */
export function siteHandlers({ db, config }: Deps) {
  return {
    async getSitePage(request) {
      const { kind, slug } = request.params;
      return publishedPage(db, kind, slug, request.query?.language ?? DEFAULT_LANGUAGE);
    },

    async listBlogPosts(request) {
      return blogPage(db, request.query?.language ?? DEFAULT_LANGUAGE, request.query?.page ?? 1);
    },

    async listTermsSections(request) {
      return termsMenu(db, request.query?.language ?? DEFAULT_LANGUAGE);
    },

    /** Absolute addresses on the portal's own origin (PUBLIC_URL in production), as search engines want them. */
    async getSitemap(request, reply) {
      const [pages, landings] = await Promise.all([sitemapPages(db), publishedWhiteLandings(db)]);
      const xml = sitemapXml(linkOrigin(config, request), [...sitemapEntries(pages), ...landings]);
      // The body is XML, not the JSON the operation types describe: sent as is.
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml) as never;
    },

    async listSiteContent(request) {
      return siteContentList(db, { kind: request.query?.kind, language: request.query?.language });
    },

    async createSiteContent(request, reply) {
      const created = await createContent(db, randomUUID(), checkedContent(request.body));
      reply.code(201);
      return created;
    },

    async updateSiteContent(request) {
      return updateContent(db, request.params.id, checkedContent(request.body));
    },

    async deleteSiteContent(request, reply) {
      await deleteContent(db, request.params.id);
      return reply.code(204).send() as never;
    },

    async previewSiteContent(request) {
      return { html: renderMarkdown(request.body.body) };
    },
  } satisfies PartialHandlerTable;
}
