import type { ProductType } from './completion.ts';
import type { ProductStatus } from './productStatus.machine.ts';
import type { Wizard } from './wizardSteps.ts';

/**
 * Which wizard builds each product type (SPEC §2 "Wizards", §3 type numbers). Transport kinds share
 * one contact wizard; hotel rooms (14, 19) are built inside their hotel's wizard.
 */
export const WIZARD_OF_TYPE: Partial<Record<ProductType, Wizard>> = {
  1: 'vacation-rental',
  2: 'hotel',
  3: 'hostel',
  4: 'room',
  5: 'unique-stay',
  6: 'transportation',
  7: 'transportation',
  8: 'transportation',
  9: 'transportation',
  10: 'transportation',
  11: 'tour',
  12: 'tour',
  13: 'community-tourism',
  16: 'book-guide',
  17: 'community-tourism',
  18: 'attractions',
  68: 'gastronomy',
  71: 'tourist-package',
};

/** The accommodation family (SPEC §7: status at the accommodation endpoint for types 1-5). */
export const ACCOMMODATION_TYPES = [1, 2, 3, 4, 5] as const satisfies readonly ProductType[];
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export const isAccommodationType = (type: number): type is AccommodationType =>
  (ACCOMMODATION_TYPES as readonly number[]).includes(type);

/** The things-to-do family built in issue 16 (SPEC §7: status and commission at /api/thingsToDo). */
export const THINGS_TO_DO_TYPES = [11, 12, 13, 17, 71] as const satisfies readonly ProductType[];
export type ThingsToDoType = (typeof THINGS_TO_DO_TYPES)[number];

export const isThingsToDoType = (type: number): type is ThingsToDoType =>
  (THINGS_TO_DO_TYPES as readonly number[]).includes(type);

/** SPEC §3 Tour price `type_of_tour`: 0 private, 1 collective, 2 both. */
export type TypeOfTour = 0 | 1 | 2;
/** Whose a departure is: one group's (private) or seats sold to anyone (collective). */
export type DepartureKind = 'private' | 'collective';

/**
 * The departures a tour's prices step makes it sell. "Both" sells seats to anyone beside private groups, so it
 * is collective, as the departures calendar already counts its seats (docs/decisions.md, "Issue 26 — tour
 * type from the prices step").
 */
export const DEPARTURE_OF_TOUR: Record<TypeOfTour, DepartureKind> = {
  0: 'private',
  1: 'collective',
  2: 'collective',
};

/**
 * The private and the collective type of each kind the prices step chooses between (SPEC §3: private tour 11,
 * collective tour 12; private community tourism 17, collective 13). A tourist package (71) has one type.
 */
const TYPE_BY_DEPARTURE: Partial<Record<Wizard, Record<DepartureKind, ProductType>>> = {
  tour: { private: 11, collective: 12 },
  'community-tourism': { private: 17, collective: 13 },
};

/** The kind of departure a product type sells before its prices say; null for a type without the choice. */
export function departureOfType(type: number): DepartureKind | null {
  const kinds = TYPE_BY_DEPARTURE[WIZARD_OF_TYPE[type as ProductType] as Wizard];
  if (!kinds) return null;
  return kinds.private === type ? 'private' : 'collective';
}

/** The type the prices step's choice gives a product: its kind's private or collective type, else its own. */
export function typeOfTourChoice(type: number, typeOfTour: TypeOfTour): number {
  const kinds = TYPE_BY_DEPARTURE[WIZARD_OF_TYPE[type as ProductType] as Wizard];
  return kinds ? kinds[DEPARTURE_OF_TOUR[typeOfTour]] : type;
}

/**
 * What a product sells (issue 26): a stay, nights, priced by the night, with guests and a door; a thing to do,
 * places on departures, priced by an adult's place, with travelers and a meeting point. The promotion preview
 * prices and words it so, and the steps the families share speak of it so.
 */
export type SoldBy = 'night' | 'departure';
export const soldBy = (type: number): SoldBy => (isThingsToDoType(type) ? 'departure' : 'night');

/**
 * Which group of the promotions' assign modal lists a product type (SPEC §2, §7 Assign: vacations, rooms, tours,
 * guides); hotels and hostels stand for their rooms until rooms are products of their own. Types left out take no
 * promotion.
 */
export type PromotionGroup = 'vacations' | 'rooms' | 'tours' | 'guides';
export const PROMOTION_GROUP_OF_TYPE: Partial<Record<ProductType, PromotionGroup>> = {
  1: 'vacations',
  4: 'vacations',
  5: 'vacations',
  2: 'rooms',
  3: 'rooms',
  11: 'tours',
  12: 'tours',
  13: 'tours',
  17: 'tours',
  16: 'guides',
};

/** SPEC §9 "Ad channel groups": which channel lists the advertising-channels step offers a product type. */
export type AdChannelGroup = 'accommodation' | 'tour' | 'guide';
const TOUR_CHANNEL_TYPES: readonly number[] = [11, 12, 13, 15, 17, 18, 71];

export function adChannelGroupOf(type: number): AdChannelGroup | null {
  if (type === 14 || type === 19) return null;
  if (type === 16) return 'guide';
  return TOUR_CHANNEL_TYPES.includes(type) ? 'tour' : 'accommodation';
}

/**
 * The types whose wizards this release builds end to end (stays 1, 4, 5 and the things to do above); the
 * others' screens say they are under construction.
 */
export const BUILT_WIZARD_TYPES = [1, 4, 5, ...THINGS_TO_DO_TYPES] as const satisfies readonly ProductType[];

/** SPEC §3 status ids as the list filter and `tb_gcm_status._id` use them. */
export const STATUS_IDS = { hidden: 1, revision: 2, published: 3 } as const satisfies Record<
  ProductStatus,
  number
>;

export const statusOfId = (id: 1 | 2 | 3): ProductStatus =>
  (Object.keys(STATUS_IDS) as ProductStatus[]).find((s) => STATUS_IDS[s] === id)!;

/** SPEC §3 status names as the original back end spells them. */
export const STATUS_NAMES = {
  hidden: 'Ocultar',
  revision: 'Validacion En Progreso',
  published: 'Publicar',
} as const satisfies Record<ProductStatus, string>;
