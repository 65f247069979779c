import type { WizardWithRooms } from '../../../../machines/wizardSteps.ts';

/** SPEC §2: the rooms list of each wizard whose products hold rooms. */
export const ROOMS_PATH = {
  hotel: '/rooms-hotels/$id',
  hostel: '/rooms-hostels/$id',
} as const satisfies Record<WizardWithRooms, string>;
