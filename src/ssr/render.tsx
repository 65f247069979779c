/**
 * The server's rendering of the public pages (issue 31, deliverable 4): built by Vite as a Node module beside the
 * app (vite.config.ts, `dist/server/render.mjs`) and loaded by the server (server/http/serverRendering.ts), which
 * answers a public page's address with its HTML — heading, text, links, head tags — before any script arrives;
 * the browser then hydrates it (src/main.tsx). The pages are the app's own components, routes and queries: the
 * queries a page asks for are answered in process by the server's API (the transport the server gives), the
 * answers travel in the page so that the browser's first render is the server's.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { setTransport } from '../api/client.ts';
import { AppProviders } from '../app/App.tsx';
import { createAppRouter, createQueryClient } from '../app/router.ts';
import { i18n, isLanguage, LANGUAGES, type Language } from '../i18n/i18n.ts';
import { publicRoutes } from '../routes/public.routes.tsx';
import { PORTAL_NAME } from '../routes/root.tsx';
import { collectPageHead, type PageHead } from '../ui/pageHead.ts';

/** Every catalog of both languages, compiled by Lingui's plugin: the server draws any page in either at once. */
const CATALOGS = import.meta.glob<{ messages: Record<string, unknown> }>('../../locales/*/*.po');
for (const language of LANGUAGES) {
  const files = Object.entries(CATALOGS).filter(([file]) => file.includes(`/locales/${language}/`));
  const catalogs = await Promise.all(files.map(([, load]) => load()));
  i18n.load(language, Object.assign({}, ...catalogs.map((catalog) => catalog.messages)));
}

/** The pages the server renders: the public site's (src/routes/public.routes.tsx). */
const RENDERED_ROUTES = new Set<string>(publicRoutes.map((route) => route.id));

/** Their paths, as the router writes them (`/blog/$slug`). */
export const SERVER_RENDERED_PATHS: readonly string[] = publicRoutes.map((route) => route.fullPath);

/** How the server answers the app's requests in process (fastify.inject), set once at start. */
export function answerRequestsWith(send: (request: Request) => Promise<Response>): void {
  setTransport(send);
}

export interface RenderedPage {
  /** 200; 404 when the page's content does not exist (a post not published); 503 when it could not be read. */
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** What the page declared of itself (src/ui/pageHead.ts), with the route's title (a Lingui message) in its words. */
  head: PageHead & { routeTitle?: string; portal: string };
  /** The answers the page was drawn with, for the browser's first render (src/ssr/ssrState.ts). */
  state: string;
}

/** A page is drawn again while it asks for data it has not got (a terms section after the menu): at most so often. */
const MAX_PASSES = 4;

/** Fetches the queries the page asked for and has no answer for; false when there were none. */
async function answerPendingQueries(client: QueryClient): Promise<boolean> {
  const pending = client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false,
    );
  if (pending.length === 0) return false;
  // A query that fails is drawn as the page's failure state, as the browser would draw it.
  await Promise.all(
    pending.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
  );
  return true;
}

/** The app's markup in `language`, with the head its page declared. */
function draw(router: ReturnType<typeof createAppRouter>, client: QueryClient, language: Language) {
  // Synchronous from here: no other request's rendering can switch the language in between.
  i18n.activate(language);
  return collectPageHead(() =>
    renderToString(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
}

/**
 * Renders the public page at `url` (path and query) in `language`; `origin` is the portal's address, for the links
 * a page writes out in full (a post's share links). Null when the address is not a page the server renders.
 */
export async function renderPage(
  url: string,
  language: string,
  origin: string,
): Promise<RenderedPage | null> {
  const lang: Language = isLanguage(language) ? language : 'es';
  const client = createQueryClient();
  const router = createAppRouter(client, createMemoryHistory({ initialEntries: [url] }));
  // The portal's address for the links a page writes out in full; no scroll restoration (its script would be drawn).
  router.update({ ...router.options, origin, scrollRestoration: false });
  await router.load();
  const leaf = router.state.matches.at(-1);
  if (!leaf || !RENDERED_ROUTES.has(leaf.routeId)) return null;
  let drawn = draw(router, client, lang);
  for (let pass = 1; pass < MAX_PASSES && (await answerPendingQueries(client)); pass++)
    drawn = draw(router, client, lang);
  const routeTitle = router.state.matches.findLast((match) => match.staticData.title)?.staticData.title;
  const answers = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
  return {
    status: drawn.head.status ?? 200,
    html: drawn.html,
    head: {
      ...drawn.head,
      ...(routeTitle ? { routeTitle: i18n._(routeTitle) } : {}),
      portal: i18n._(PORTAL_NAME),
    },
    state: JSON.stringify({ language: lang, answers }),
  };
}
