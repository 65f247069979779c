import type { AppFamily } from '../appFamily.ts';

/** Restaurants (issue 30: /api/food-establishment), with their several locations and their menu. */
export const gastronomyFamily = {
  id: 'gastronomy',
  serves: ['gastronomy'],
  calls: () => import('./gastronomyCalls.ts').then((module) => module.gastronomyCalls),
} as const satisfies AppFamily<'gastronomy'>;
