import type { AppFamily } from '../appFamily.ts';

/** Vacation rentals, private rooms and unique stays (SPEC §7: /api/accommodation); hotels are their own family's. */
export const staysFamily = {
  id: 'stays',
  serves: ['stays'],
  calls: () => import('./staysCalls.ts').then((module) => module.staysCalls),
} as const satisfies AppFamily<'stays'>;
