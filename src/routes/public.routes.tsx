import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { publicLayout } from './layouts.tsx';
import { UnderConstructionScreen } from './UnderConstructionScreen.tsx';

const home = createRoute({ getParentRoute: () => publicLayout, path: '/', component: HomePage });

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
      component: UnderConstructionScreen,
    }),
  ),
];
