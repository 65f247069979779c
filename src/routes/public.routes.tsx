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

/**
 * Landing and content pages of SPEC §2, not built yet but for the privacy notice the registration links to (the one
 * terms page built before the others; /terms/{slug} names the rest).
 */
const landings = [
  {
    path: '/terms/privacy',
    title: msg`Aviso de privacidad`,
    component: lazyRouteComponent(
      () => withCatalogs(['home'], import('../features/home/PrivacyPage.tsx')),
      'PrivacyPage',
    ),
  },
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
  ...landings.map((page) =>
    createRoute({
      getParentRoute: () => publicLayout,
      path: page.path,
      staticData: { title: page.title },
      component: 'component' in page ? page.component : underConstruction,
    }),
  ),
];
