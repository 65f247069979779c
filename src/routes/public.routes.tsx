import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { intInRange, searchOf } from '../api/searchParams.ts';
import { withCatalogs } from '../i18n/i18n.ts';
import { publicLayout } from './layouts.tsx';

/** The public site's pages (issue 31): their content is the operator's, in the database; one lazy module draws them. */
const sitePages = () => withCatalogs(['site'], import('./site/sitePages.lazy.tsx'));
const sitePage = (name: keyof typeof import('./site/sitePages.lazy.tsx')) =>
  lazyRouteComponent(sitePages, name);

/** A page of the public site; one route per call, so each keeps its own path and params in the router's types. */
const page = <const Path extends string>(
  path: Path,
  title: MessageDescriptor,
  component: keyof typeof import('./site/sitePages.lazy.tsx'),
) =>
  createRoute({
    getParentRoute: () => publicLayout,
    path,
    staticData: { title },
    component: sitePage(component),
  });

/** Home: the operator's home landing (issue 31), like the site's other landings. */
const home = createRoute({
  getParentRoute: () => publicLayout,
  path: '/',
  component: sitePage('HomeLanding'),
});

/** The blog, 12 posts a page (`?page=`; anything else is the first page). */
const blog = createRoute({
  getParentRoute: () => publicLayout,
  path: '/blog',
  staticData: { title: msg`Blog` },
  validateSearch: searchOf({ page: intInRange(1, 1000) }),
  component: sitePage('BlogList'),
});

/** A published white landing (SPEC §2), public like the site's pages; the catalog is the white landings' screens'. */
const whiteLanding = createRoute({
  getParentRoute: () => publicLayout,
  path: '/landing/$id',
  staticData: { title: msg`Landing` },
  component: lazyRouteComponent(
    () => withCatalogs(['whiteLandings'], import('./whiteLandings/publicLanding.lazy.tsx')),
    'PublicLanding',
  ),
});

/**
 * The landings, the blog, the terms of SPEC §2 and the published white landings: the pages the server renders to HTML
 * (src/ssr/render.tsx).
 */
export const publicRoutes = [
  home,
  page('/providers', msg`Proveedores`, 'ProvidersLanding'),
  page('/influencers', msg`Influencers`, 'InfluencersLanding'),
  page('/advertising', msg`Publicidad`, 'AdvertisingLanding'),
  page('/become-an-agent', msg`Conviértete en agente`, 'AgentsLanding'),
  blog,
  page('/blog/$slug', msg`Artículo del blog`, 'BlogPost'),
  page('/terms', msg`Términos y condiciones`, 'Terms'),
  page('/terms/$slug', msg`Términos y condiciones`, 'Terms'),
  page('/terms/$slug/$subslug', msg`Términos y condiciones`, 'Terms'),
  whiteLanding,
];
