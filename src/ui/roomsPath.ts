import { WIZARD_OF_TYPE } from '../../machines/productTypes.ts';
import type { WizardWithRooms } from '../../machines/wizardSteps.ts';

/** SPEC §2: the rooms list of each wizard whose products hold rooms. */
export const ROOMS_PATH = {
  hotel: '/rooms-hotels/$id',
  hostel: '/rooms-hostels/$id',
} as const satisfies Record<WizardWithRooms, string>;

/** The rooms list of a product type's wizard; null for a type whose products hold no rooms. */
export function roomsPathOf(type: number): (typeof ROOMS_PATH)[WizardWithRooms] | null {
  const wizard = WIZARD_OF_TYPE[type as keyof typeof WIZARD_OF_TYPE];
  return wizard && Object.hasOwn(ROOMS_PATH, wizard) ? ROOMS_PATH[wizard as WizardWithRooms] : null;
}
