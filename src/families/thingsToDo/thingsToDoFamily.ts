import type { AppFamily } from '../appFamily.ts';

/** Tours, community tourism and tourist packages (SPEC §7: /api/thingsToDo). */
export const thingsToDoFamily = {
  id: 'thingsToDo',
  serves: ['thingsToDo'],
  calls: () => import('./thingsToDoCalls.ts').then((module) => module.thingsToDoCalls),
} as const satisfies AppFamily<'thingsToDo'>;
