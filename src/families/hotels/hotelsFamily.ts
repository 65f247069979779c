import type { AppFamily } from '../appFamily.ts';

/** Hotels and hostels with their rooms (issue 29: /api/hotels). A room's gallery is at the same paths, by its type. */
export const hotelsFamily = {
  id: 'hotels',
  serves: ['hotels'],
  calls: () => import('./hotelsCalls.ts').then((module) => module.hotelsCalls),
} as const satisfies AppFamily<'hotels'>;
