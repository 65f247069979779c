import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogs } from '../i18n/i18n.ts';
import { onlyForEntry } from './entryGuard.tsx';
import { portalLayout } from './layouts.tsx';

/**
 * /site-content (issue 31): the operator writes the public site's pages (landings, terms, blog), the providers' FAQ
 * and the wizard steps' help texts in both languages; the support entry's roles alone open it, and the support inbox
 * links to it (no menu entry of its own). The public pages themselves are in public.routes.tsx.
 */
const siteContent = createRoute({
  getParentRoute: () => portalLayout,
  path: '/site-content',
  staticData: { title: msg`Contenido del sitio` },
  beforeLoad: onlyForEntry('support'),
  // The site's pages and, in tabs beside them, the help feature's FAQ and step help texts (site/siteContent.lazy.tsx).
  component: lazyRouteComponent(
    () => withCatalogs(['site', 'help'], import('./site/siteContent.lazy.tsx')),
    'SiteContentScreen',
  ),
});

export const siteRoutes = [siteContent];
