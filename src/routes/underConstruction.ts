import { lazyRouteComponent } from '@tanstack/react-router';

/** The route component of every screen not built yet: one small chunk they all share. */
export const underConstruction = lazyRouteComponent(
  () => import('./UnderConstructionScreen.tsx'),
  'UnderConstructionScreen',
);
