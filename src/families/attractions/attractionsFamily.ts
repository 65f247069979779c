import type { AppFamily } from '../appFamily.ts';

/** Attractions (issue 30: /api/attractions): tickets by local or foreign visitor, sold on the days a week keeps open. */
export const attractionsFamily = {
  id: 'attractions',
  serves: ['attractions'],
  calls: () => import('./attractionsCalls.ts').then((module) => module.attractionsCalls),
} as const satisfies AppFamily<'attractions'>;
