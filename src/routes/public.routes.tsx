import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogs } from '../i18n/i18n.ts';
import { publicLayout } from './layouts.tsx';
import { underConstruction } from './underConstruction.ts';

const home = createRoute({
  getParentRoute: () => publicLayout,
  path: '/',
  component: lazyRouteComponent(
    () => withCatalogs(['home'], import('../features/home/HomePage.tsx')),
    'HomePage',
  ),
});

/** Landing and content pages of SPEC §2 that are not built yet. */
const landings = [
  { path: '/providers', title: msg`Proveedores` },
  { path: '/influencers', title: msg`Influencers` },
  { path: '/advertising', title: msg`Publicidad` },
  { path: '/become-an-agent', title: msg`Conviértete en agente` },
  { path: '/blog', title: msg`Blog` },
  { path: '/blog/$slug', title: msg`Artículo del blog` },
  { path: '/terms', title: msg`Términos y condiciones` },
  { path: '/terms/$slug', title: msg`Términos y condiciones` },
  { path: '/terms/$slug/$subslug', title: msg`Términos y condiciones` },
] as const;

export const publicRoutes = [
  home,
  ...landings.map(({ path, title }) =>
    createRoute({
      getParentRoute: () => publicLayout,
      path,
      staticData: { title },
      component: underConstruction,
    }),
  ),
];
