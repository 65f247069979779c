import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The public pages rendered on the server (issue 31, deliverable 4). The app's build writes, beside the app,
 * `server/render.mjs` (vite.config.ts: src/ssr/render.tsx, the app's own routes and screens): this module loads it,
 * routes each public page's path to it, and answers with the page's HTML — the build's page (its scripts, style
 * sheet and preloads) with the page's markup in `#root`, its title, description, canonical address and Open Graph
 * tags in the head, and the answers the page was drawn with, which the browser's first render reuses as it hydrates
 * (src/main.tsx). A page the server cannot render (the module threw) gets the build's page as before: the browser
 * draws it.
 */

/** What src/ssr/render.tsx exports. */
interface RenderModule {
  SERVER_RENDERED_PATHS: readonly string[];
  answerRequestsWith(send: (request: Request) => Promise<Response>): void;
  renderPage(url: string, language: string, origin: string): Promise<RenderedPage | null>;
}

interface RenderedPage {
  status: number;
  html: string;
  head: {
    title?: string;
    description?: string;
    image?: string | null;
    routeTitle?: string;
    portal: string;
  };
  state: string;
}

/** The folder of the build the rendering module is in (vite.config.ts), never served as a file. */
export const SERVER_RENDERING_FOLDER = 'server';

/** The cookie the app writes with the interface language (src/i18n/i18n.ts LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'portal_language';

const OG_LOCALES = { es: 'es_GT', en: 'en_US' } as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: nothing in it can close the element or end a line of script. */
const scriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The language the visitor chose in the app (the cookie), else Spanish, the portal's default. */
function languageOf(request: FastifyRequest): 'es' | 'en' {
  const cookie = request.headers.cookie ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(es|en)(?:;|$)`).exec(cookie)?.[1];
  return chosen === 'en' ? 'en' : 'es';
}

/** The page's address as search engines should keep it: its path, and the blog's page number (no `?ref=`). */
function canonicalOf(origin: string, url: URL): string {
  const page = url.searchParams.get('page');
  return `${origin}${url.pathname}${page && /^[0-9]{1,4}$/.test(page) && page !== '1' ? `?page=${page}` : ''}`;
}

/** The head tags of a rendered page. */
function headTags(page: RenderedPage, language: 'es' | 'en', canonical: string, origin: string): string {
  const { head } = page;
  const name = head.title ?? head.routeTitle;
  const title = name ? `${name} · ${head.portal}` : head.portal;
  const image = head.image ? new URL(head.image, origin).href : undefined;
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    page.status === 200
      ? `<link rel="canonical" href="${escapeHtml(canonical)}" />`
      : '<meta name="robots" content="noindex" />',
    meta('property', 'og:type', canonical.includes('/blog/') ? 'article' : 'website'),
    meta('property', 'og:site_name', head.portal),
    meta('property', 'og:title', name ?? head.portal),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The app's entry script as the build names it in its page. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The build's page with the rendered page in it. Its scripts wait for the first paint (public/after-paint.js asks
 * for the entry then, and the page names no module to preload): the page is readable before they download, and on
 * a phone their download no longer shares the line with the style sheet the paint waits for.
 */
function compose(
  template: string,
  page: RenderedPage,
  language: 'es' | 'en',
  canonical: string,
  origin: string,
) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const afterPaint = entry
    ? template
        .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(
          ENTRY_SCRIPT,
          `<meta name="app-entry" content="${entry}" />\n    <script src="/after-paint.js" defer></script>`,
        )
    : template;
  return afterPaint
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, headTags(page, language, canonical, origin))
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>\n    <script id="ssr-state" type="application/json">${scriptJson(page.state)}</script>`,
    );
}

export interface PageRenderer {
  /** The router's paths of the rendered pages (`/blog/$slug`). */
  paths: readonly string[];
  /** The page at the request's address drawn into `template`; null when the server does not render it. */
  render(
    request: FastifyRequest,
    template: string,
    origin: string,
  ): Promise<{ status: number; html: string } | null>;
}

/**
 * Loads the build's rendering module when there is one (a build made before issue 31's, or none: null), and has it
 * answer the app's requests in process, through the server's own routes, validation and access rules.
 */
export async function loadPageRenderer(
  fastify: FastifyInstance,
  staticDir: string,
): Promise<PageRenderer | null> {
  const file = path.join(staticDir, SERVER_RENDERING_FOLDER, 'render.mjs');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  module.answerRequestsWith(async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await fastify.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  });
  return {
    paths: module.SERVER_RENDERED_PATHS,
    async render(request, template, origin) {
      const url = new URL(request.url, 'http://portal');
      const language = languageOf(request);
      try {
        const page = await module.renderPage(`${url.pathname}${url.search}`, language, origin);
        if (!page) return null;
        return {
          status: page.status,
          html: compose(template, page, language, canonicalOf(origin, url), origin),
        };
      } catch (error) {
        request.log.error({ err: error, path: url.pathname }, 'the page could not be rendered on the server');
        return null;
      }
    },
  };
}
