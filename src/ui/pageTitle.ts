import { useEffect } from 'react';

/**
 * Names the tab after the page's content (a blog post, a terms section: issue 31) while the page shows, keeping the
 * portal's name the layout puts after it. It runs after the layout's own title (src/routes/root.tsx names the tab after
 * the route), so the page's wins; leaving the page, the next route's title is the layout's again. Nothing happens
 * while the content loads.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      const portal = document.title.split(' · ').at(-1);
      document.title = portal && portal !== document.title ? `${title} · ${portal}` : title;
    });
    return () => clearTimeout(timer);
  }, [title]);
}
