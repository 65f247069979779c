import { useEffect } from 'react';

/** What a page says of itself in the document's head: its title, the sentence a search engine shows, a picture. */
export interface PageHead {
  title?: string;
  description?: string;
  /** A picture for link previews (Open Graph), absolute or from the portal's root. */
  image?: string | null;
  /** The page's content does not exist (404) or could not be read (503): the server answers with that status. */
  status?: 404 | 503;
}

/** The head the page being drawn on the server declares; null in the browser. */
let collected: PageHead | null = null;

/**
 * Draws a page on the server (src/ssr/render.tsx), collecting the head its components declare while they draw. The
 * drawing is synchronous, so no other page's drawing can interleave.
 */
export function collectPageHead(draw: () => string): { html: string; head: PageHead } {
  const head: PageHead = {};
  collected = head;
  try {
    return { html: draw(), head };
  } finally {
    collected = null;
  }
}

/**
 * Declares the page's head. On the server it goes into the HTML (title, description, Open Graph: issue 31); in the
 * browser the title names the tab after the page's content (a blog post, a terms section), keeping the portal's
 * name the layout puts after it. It runs after the layout's own title (src/routes/root.tsx names the tab after the
 * route), so the page's wins; leaving the page, the next route's title is the layout's again. Nothing happens while
 * the content loads.
 */
export function usePageHead(head: PageHead): void {
  if (collected) {
    for (const [key, value] of Object.entries(head))
      if (value !== undefined) Object.assign(collected, { [key]: value });
  }
  const { title } = head;
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      const portal = document.title.split(' · ').at(-1);
      document.title = portal && portal !== document.title ? `${title} · ${portal}` : title;
    });
    return () => clearTimeout(timer);
  }, [title]);
}
