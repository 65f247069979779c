import type { AppFamily } from '../appFamily.ts';

/** Book-a-guide (issue 30: /api/bookAGuide): a guide who sells hours or days of their time. */
export const guidesFamily = {
  id: 'guides',
  serves: ['guides'],
  calls: () => import('./guidesCalls.ts').then((module) => module.guidesCalls),
} as const satisfies AppFamily<'guides'>;
