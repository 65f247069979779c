/**
 * The steps of each product wizard (SPEC §2 "Wizards"), in the order the provider walks them.
 * Pure data: the routes, the step sidebar and the wizard machine all read these lists.
 * The final `confirmation` step is not counted in SPEC §9's step totals.
 */

const stayStepsAround = <const Middle extends string>(middle: Middle) =>
  [
    'information',
    'location',
    'feature',
    middle,
    'service-amenities',
    'multimedia',
    'booking-details',
    'cancellation-policy',
    'price-seasons',
    'service-rules',
    'advertising-channels',
    'recommendations',
    'confirmation',
  ] as const;

export const VACATION_RENTAL_STEPS = stayStepsAround('rooms');
export const UNIQUE_STAY_STEPS = stayStepsAround('rooms');
/** The private room takes a capacity step where the others ask for rooms. */
export const ROOM_STEPS = stayStepsAround('capacity');

export const HOTEL_STEPS = [
  'information',
  'location',
  'service',
  'booking-details',
  'multimedia',
  'cancellation-policy',
  'advertising-channels',
  'confirmation',
] as const;
export const HOSTEL_STEPS = HOTEL_STEPS;

/** Steps of one room inside a hotel or hostel: they take the room's id after the product's. */
export const HOTEL_ROOM_STEPS = [
  'room-information',
  'room-amenities',
  'room-multimedia',
  'room-cancellation-policy',
  'room-service-rules',
  'room-recommendations',
  'room-confirmation',
] as const;
export const HOSTEL_ROOM_STEPS = HOTEL_ROOM_STEPS;

export const TOUR_STEPS = [
  'information',
  'information-additional',
  'location',
  'bring-additional',
  'multimedia',
  'availability',
  'itinerary',
  'cancellation-policy',
  'prices',
  'service-rules',
  'advertising-channels',
  'recommendations',
  'confirmation',
] as const;
export const COMMUNITY_TOURISM_STEPS = TOUR_STEPS;
export const TOURIST_PACKAGE_STEPS = TOUR_STEPS;

/** SPEC §2 spells this wizard's bring step in camel case; the route keeps it. */
export const ATTRACTIONS_STEPS = [
  'information',
  'information-additional',
  'location',
  'bringAdditional',
  'multimedia',
  'cancellation-policy',
  'schedule',
  'service-rules',
  'advertising-channels',
  'recommendations',
  'confirmation',
] as const;

export const GASTRONOMY_STEPS = [
  'information',
  'location',
  'features',
  'information-additional',
  'multimedia',
  'schedule',
  'menu',
  'recommendations',
  'confirmation',
] as const;

export const BOOK_GUIDE_STEPS = [
  'information',
  'information-additional',
  'location',
  'cancellation-policy',
  'price',
  'multimedia',
  'service-rules',
  'advertising-channels',
  'recommendations',
  'confirmation',
] as const;

/** Every transport kind shares one information route and a contact form. */
export const TRANSPORTATION_STEPS = ['information', 'confirmation'] as const;

/** Product-level steps per wizard; the key is the wizard's first path segment. */
export const WIZARD_STEPS = {
  'vacation-rental': VACATION_RENTAL_STEPS,
  'unique-stay': UNIQUE_STAY_STEPS,
  room: ROOM_STEPS,
  hotel: HOTEL_STEPS,
  hostel: HOSTEL_STEPS,
  tour: TOUR_STEPS,
  'community-tourism': COMMUNITY_TOURISM_STEPS,
  'tourist-package': TOURIST_PACKAGE_STEPS,
  attractions: ATTRACTIONS_STEPS,
  gastronomy: GASTRONOMY_STEPS,
  'book-guide': BOOK_GUIDE_STEPS,
  transportation: TRANSPORTATION_STEPS,
} as const;

/** Room-level steps, only for the wizards whose products hold rooms. */
export const WIZARD_ROOM_STEPS = {
  hotel: HOTEL_ROOM_STEPS,
  hostel: HOSTEL_ROOM_STEPS,
} as const;

export type Wizard = keyof typeof WIZARD_STEPS;
export type WizardWithRooms = keyof typeof WIZARD_ROOM_STEPS;
export type WizardProductStep = (typeof WIZARD_STEPS)[Wizard][number];
export type WizardRoomStep = (typeof WIZARD_ROOM_STEPS)[WizardWithRooms][number];
export type WizardStep = WizardProductStep | WizardRoomStep;

export const WIZARDS = Object.keys(WIZARD_STEPS) as Wizard[];
