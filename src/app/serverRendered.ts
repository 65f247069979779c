import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LANGUAGE_COOKIE, type Language } from '../i18n/i18n.ts';
import { queryClient, router } from './router.ts';

/**
 * The browser's side of a public page the server drew (issue 31; src/ssr/render.tsx): downloaded only with such a
 * page (src/main.tsx).
 */

/** What the server drew the page with: its language and the answers of its queries. */
interface ServerDrawing {
  language: Language;
  answers: [queryKey: unknown[], data: unknown, updatedAt: number][];
}

/** The drawing the server sent with this page (server/http/serverRendering.ts), or null. */
function serverDrawing(): ServerDrawing | null {
  const script = document.getElementById('ssr-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerDrawing;
  } catch {
    return null;
  }
}

/** Puts the server's answers in the browser's cache, as fresh as they were on the server. */
function seedAnswers(client: QueryClient, drawing: ServerDrawing): void {
  for (const [queryKey, data, updatedAt] of drawing.answers)
    client.setQueryData(queryKey, data, { updatedAt });
}

/**
 * Hydrates the server's markup in `root` — React takes it over instead of drawing it again — once the route's code
 * and the server's answers are in, so that the browser's first render is the server's. False when the server drew
 * it in another language than the browser's choice: the caller draws it anew, and the cookie the server reads the
 * language from (server/http/serverRendering.ts) now names the browser's, for the next page.
 */
export async function hydrateServerPage(
  root: HTMLElement,
  app: ReactNode,
  language: Language,
): Promise<boolean> {
  const drawing = serverDrawing();
  if (drawing?.language !== language) {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain value; the Cookie Store API is not in every browser.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
    return false;
  }
  seedAnswers(queryClient, drawing);
  await router.load();
  // The router draws its matches as it did on the server (no outer suspense boundary).
  router.ssr = { manifest: undefined };
  hydrateRoot(root, app);
  return true;
}
