import type { components } from '../openapi/schema.d.ts';
import { PRODUCT_ROLES, ROLE, type RoleNumber } from './roles.ts';
import type { Wizard, WizardStep } from './wizardSteps.ts';

/**
 * The kinds of product (issue 27; DESIGN.md "One table of kinds"): every fact about a product type, in one row per
 * SPEC §3 type number. Everything else asks this table (machines/productTypes.ts holds the lists and questions
 * derived from it); no product-type number is written anywhere else in production code
 * (tests/unit/products.kindsTable.test.ts checks it). A new kind is a new row, and its type must fill every fact.
 */

/** The families of DESIGN.md "Product families": stays, hotels (with their rooms), things to do… */
export type ProductFamily =
  | 'stays'
  | 'hotels'
  | 'thingsToDo'
  | 'attractions'
  | 'guides'
  | 'gastronomy'
  | 'transportation';

/**
 * What a product sells (SPEC §2-§3): nights of a stay; places on a departure; a guide's hours or days; tickets to an
 * attraction; a restaurant's meals (its menu, nothing booked by date); a transport kind only a contact request.
 */
export type Sells = 'nights' | 'departures' | 'hoursOrDays' | 'tickets' | 'meals' | 'contact';

/** How its availability calendar counts: by night, or by departure day (machines/departures.ts). */
export type CalendarKind = 'nights' | 'departures';

/** Whose a departure is: one group's (private) or seats sold to anyone (collective). */
export type DepartureKind = 'private' | 'collective';

/**
 * Where offers and special prices are set (SPEC §6): on the product (its card's menu), on each of its rooms or
 * ticket variants (hotels, hostels, attractions, restaurants), or nowhere (a contact request sells nothing).
 */
export type OffersOn = 'product' | 'variant' | null;

/**
 * Which group of the promotions' assign modal lists it (SPEC §2, §7 Assign: vacations, rooms, tours, guides); a
 * hotel's or hostel's rooms are in the rooms group, not the property (SPEC §6: room-level for types 2 and 3).
 */
export type PromotionGroup = 'vacations' | 'rooms' | 'tours' | 'guides';

/**
 * Where a product sold by the night keeps its list prices (SPEC §3): the step and the fields of a weeknight's and a
 * weekend night's price, and of its minimum stay when it has one. A stay's are in its price-seasons step; a room's in
 * its room-information step.
 */
export interface NightPrices {
  step: WizardStep;
  night: string;
  weekend: string;
  minNights: string | null;
}

/**
 * Where a kind sold by departure day keeps what its days are made of (issue 30): the step and field of the people one
 * departure takes (null: tickets, no limit a day), and the step saying which days run — a tour's availability (months
 * and weekdays), an attraction's week of opening hours (its closed days) — or null: every day.
 */
export interface DepartureSource {
  capacity: { step: WizardStep; field: string } | null;
  days: { step: WizardStep; shape: 'availability' | 'week' } | null;
}

/**
 * The segments of SPEC §2 "Add products" (Accommodation, Activities, Transport, Packages): the chooser a kind is
 * created from, and the tab a white landing shows it under (server/modules/whiteLandings).
 */
export type ProductSegment = 'accommodation' | 'activities' | 'transport' | 'packages';

/** The segments in the order SPEC §2 names them (the chooser's, a white landing's tabs). */
export const PRODUCT_SEGMENTS: readonly ProductSegment[] = [
  'accommodation',
  'activities',
  'transport',
  'packages',
];

/** SPEC §9 "Ad channel groups": which channel lists the advertising-channels step offers. */
export type AdChannelGroup = 'accommodation' | 'tour' | 'guide';

/** SPEC §4 "Completion sets": steps 1..count are required, each weighs perStep, step 1 stepOneBonus more. */
export interface CompletionSet {
  count: number;
  perStep: number;
  /** Extra weight of step 1, so that a full set sums to exactly 100. */
  stepOneBonus: number;
}

/** SPEC §9 "Preview URL": the section of the marketplace site holding its public page. */
export type PreviewSection =
  | 'accommodation/vacation-rentals'
  | 'accommodation/hotels-and-resorts'
  | 'accommodation/hostels'
  | 'accommodation/private-rooms'
  | 'accommodation/unique-stays'
  | 'things-to-do/tours-and-experiences'
  | 'things-to-do/tourist-packages'
  | 'things-to-do/book-a-guide'
  | 'things-to-do/community-tourism'
  | 'things-to-do/attractions'
  | 'things-to-do/gastronomies';

/** Every fact about one product type. */
export interface ProductKind {
  /** Its name in code (`PRODUCT_TYPE.privateRoom`); the screens' words for it are in src/ui/productTypeNames.ts. */
  name: string;
  family: ProductFamily;
  /**
   * Its segment of SPEC §2 "Add products"; null for a hotel's or hostel's room, which is created and shown within
   * its property (the property is the accommodation).
   */
  segment: ProductSegment | null;
  /** A room of a hotel or hostel (14, 19): a child record of its hotel, built inside the hotel's wizard. */
  room: boolean;
  /** The wizard that builds it (SPEC §2); none for a room, which its hotel's wizard builds. */
  wizard: Wizard | null;
  /**
   * Whether this release builds its wizard end to end (a transport kind's: its contact form); the others' screens say
   * they are under construction.
   */
  built: boolean;
  sells: Sells;
  /**
   * Its availability calendar; none for a restaurant (SPEC §9) nor for a contact request, nor for a hotel or hostel,
   * whose rooms each have theirs (SPEC §6: what is sold is the room).
   */
  calendar: CalendarKind | null;
  /**
   * The departures it sells before its prices step says (private or collective): the prices step's choice moves a
   * product to the type of its wizard with the departure chosen (SPEC §3 Tour price `type_of_tour`). Null for a kind
   * without the choice.
   */
  departure: DepartureKind | null;
  /** Whether the provider chooses a commission model for it (SPEC §6, §9: not for 18 and 68; not for a contact). */
  commission: boolean;
  offersOn: OffersOn;
  /** Its group in the promotions' assign modal; null takes no promotion. */
  promotionGroup: PromotionGroup | null;
  /** Its advertising channels; null offers none (SPEC §9: types 14 and 19). */
  adChannels: AdChannelGroup | null;
  /**
   * Who may create it (SPEC §6 product availability). SPEC §6 lists role 1 among the creators, as the source app's
   * administrator had it; here role 1 is the platform operator, who owns no products (docs/decisions.md "Issue 25:
   * roles per operation"). The spec is silent on the packages segment; tourist packages follow the activities
   * (docs/decisions.md "Issue 16"). A room is created by whoever may create its hotel.
   */
  creators: readonly RoleNumber[];
  /** What must be complete before it is published, and its card's percentage (SPEC §4); none for a contact. */
  completion: CompletionSet | null;
  /** Its public page; none for a room or a transport kind. */
  preview: PreviewSection | null;
  /** Whether its amenities step asks for check-in instructions (SPEC §3 Amenities: "type 1 only"). */
  checkinInstructions: boolean;
  /**
   * The type of the rooms it holds (a hotel's 14, a hostel's 19: SPEC §3 "hotel-room-like group"), built in its
   * wizard's room steps; null for a product without rooms.
   */
  roomType: number | null;
  /** Where its nightly list prices are (SPEC §3); null when it is not sold by the night on its own. */
  nightPrices: NightPrices | null;
  /** What its departure days are made of (issue 30); null when it is not sold by departure day. */
  departures: DepartureSource | null;
}

/** A stay's prices: SPEC §3 Price. */
const STAY_PRICES = {
  step: 'price-seasons',
  night: 'base_price',
  weekend: 'weekend_price',
  minNights: 'min_night',
} as const satisfies NightPrices;

/** A hotel's or hostel's room's prices: SPEC §3 Hotel room (no minimum stay). */
const ROOM_PRICES = {
  step: 'room-information',
  night: 'price_per_night',
  weekend: 'weekend_price',
  minNights: null,
} as const satisfies NightPrices;

/** A tour's, a community tour's or a package's departures (SPEC §3 Tour: capacity, availability). */
const TOUR_DEPARTURES = {
  capacity: { step: 'information-additional', field: 'capacity' },
  days: { step: 'availability', shape: 'availability' },
} as const satisfies DepartureSource;

/** A guide's day: the travelers one guide takes (SPEC §3 Guide `max_traveler`), any day. */
const GUIDE_DEPARTURES = {
  capacity: { step: 'information-additional', field: 'max_traveler' },
  days: null,
} as const satisfies DepartureSource;

/** An attraction's day: tickets without a limit, on the days its opening hours do not close. */
const TICKET_DEPARTURES = {
  capacity: null,
  days: { step: 'schedule', shape: 'week' },
} as const satisfies DepartureSource;

const WITH_HOSTS = PRODUCT_ROLES;
const PROVIDERS = [ROLE.provider, ROLE.agency] as const;
/** SPEC §6: attractions, restaurants, flights and helicopters only for role 2. */
const RESTRICTED = [ROLE.provider] as const;

const TWELVE_STEPS = { count: 12, perStep: 8, stepOneBonus: 4 } as const;
const HOTEL_STEPS = { count: 7, perStep: 14, stepOneBonus: 2 } as const;
/**
 * SPEC §4 gives 14 and 19 (hotel-room-like) weights but no listed set: 16 per step plus 4 only reaches 100 with six
 * steps, the room wizard's six steps before its confirmation.
 */
const ROOM_STEPS = { count: 6, perStep: 16, stepOneBonus: 4 } as const;

/** A transport kind (SPEC §2): one information route and a contact form, never a published product. */
const TRANSPORT = {
  family: 'transportation',
  segment: 'transport',
  room: false,
  wizard: 'transportation',
  built: true,
  sells: 'contact',
  calendar: null,
  departure: null,
  commission: false,
  offersOn: null,
  promotionGroup: null,
  adChannels: 'accommodation',
  completion: null,
  preview: null,
  checkinInstructions: false,
  roomType: null,
  nightPrices: null,
  departures: null,
} as const;

/** A hotel's room (SPEC §3 14, 19): built and sold inside its hotel. */
const HOTEL_ROOM = {
  family: 'hotels',
  segment: null,
  room: true,
  wizard: null,
  built: false,
  sells: 'nights',
  calendar: 'nights',
  departure: null,
  commission: true,
  offersOn: 'product',
  promotionGroup: 'rooms',
  adChannels: null,
  creators: PROVIDERS,
  completion: ROOM_STEPS,
  preview: null,
  checkinInstructions: false,
  roomType: null,
  nightPrices: ROOM_PRICES,
  departures: null,
} as const;

export const PRODUCT_KINDS = {
  1: {
    name: 'vacationRental',
    family: 'stays',
    segment: 'accommodation',
    room: false,
    wizard: 'vacation-rental',
    built: true,
    sells: 'nights',
    calendar: 'nights',
    departure: null,
    commission: true,
    offersOn: 'product',
    promotionGroup: 'vacations',
    adChannels: 'accommodation',
    creators: WITH_HOSTS,
    completion: TWELVE_STEPS,
    preview: 'accommodation/vacation-rentals',
    checkinInstructions: true,
    roomType: null,
    nightPrices: STAY_PRICES,
    departures: null,
  },
  2: {
    name: 'hotel',
    family: 'hotels',
    segment: 'accommodation',
    room: false,
    wizard: 'hotel',
    built: true,
    sells: 'nights',
    calendar: null,
    departure: null,
    commission: true,
    offersOn: 'variant',
    promotionGroup: null,
    adChannels: 'accommodation',
    creators: PROVIDERS,
    completion: HOTEL_STEPS,
    preview: 'accommodation/hotels-and-resorts',
    checkinInstructions: false,
    roomType: 14,
    nightPrices: null,
    departures: null,
  },
  3: {
    name: 'hostel',
    family: 'hotels',
    segment: 'accommodation',
    room: false,
    wizard: 'hostel',
    built: true,
    sells: 'nights',
    calendar: null,
    departure: null,
    commission: true,
    offersOn: 'variant',
    promotionGroup: null,
    adChannels: 'accommodation',
    creators: PROVIDERS,
    completion: HOTEL_STEPS,
    preview: 'accommodation/hostels',
    checkinInstructions: false,
    roomType: 19,
    nightPrices: null,
    departures: null,
  },
  4: {
    name: 'privateRoom',
    family: 'stays',
    segment: 'accommodation',
    room: false,
    wizard: 'room',
    built: true,
    sells: 'nights',
    calendar: 'nights',
    departure: null,
    commission: true,
    offersOn: 'product',
    promotionGroup: 'vacations',
    adChannels: 'accommodation',
    creators: PROVIDERS,
    completion: TWELVE_STEPS,
    preview: 'accommodation/private-rooms',
    checkinInstructions: false,
    roomType: null,
    nightPrices: STAY_PRICES,
    departures: null,
  },
  5: {
    name: 'uniqueStay',
    family: 'stays',
    segment: 'accommodation',
    room: false,
    wizard: 'unique-stay',
    built: true,
    sells: 'nights',
    calendar: 'nights',
    departure: null,
    commission: true,
    offersOn: 'product',
    promotionGroup: 'vacations',
    adChannels: 'accommodation',
    creators: WITH_HOSTS,
    completion: TWELVE_STEPS,
    preview: 'accommodation/unique-stays',
    checkinInstructions: false,
    roomType: null,
    nightPrices: STAY_PRICES,
    departures: null,
  },
  6: { name: 'carRental', ...TRANSPORT, creators: PROVIDERS },
  7: { name: 'privateTransport', ...TRANSPORT, creators: PROVIDERS },
  8: { name: 'collectiveShuttle', ...TRANSPORT, creators: PROVIDERS },
  9: { name: 'flight', ...TRANSPORT, creators: RESTRICTED },
  10: { name: 'helicopter', ...TRANSPORT, creators: RESTRICTED },
  11: {
    name: 'privateTour',
    family: 'thingsToDo',
    segment: 'activities',
    room: false,
    wizard: 'tour',
    built: true,
    sells: 'departures',
    calendar: 'departures',
    departure: 'private',
    commission: true,
    offersOn: 'product',
    promotionGroup: 'tours',
    adChannels: 'tour',
    creators: PROVIDERS,
    completion: TWELVE_STEPS,
    preview: 'things-to-do/tours-and-experiences',
    checkinInstructions: false,
    roomType: null,
    nightPrices: null,
    departures: TOUR_DEPARTURES,
  },
  12: {
    name: 'collectiveTour',
    family: 'thingsToDo',
    segment: 'activities',
    room: false,
    wizard: 'tour',
    built: true,
    sells: 'departures',
    calendar: 'departures',
    departure: 'collective',
    commission: true,
    offersOn: 'product',
    promotionGroup: 'tours',
    adChannels: 'tour',
    creators: PROVIDERS,
    completion: TWELVE_STEPS,
    preview: 'things-to-do/tours-and-experiences',
    checkinInstructions: false,
    roomType: null,
    nightPrices: null,
    departures: TOUR_DEPARTURES,
  },
  13: {
    name: 'collectiveCommunityTourism',
    family: 'thingsToDo',
    segment: 'activities',
    room: false,
    wizard: 'community-tourism',
    built: true,
    sells: 'departures',
    calendar: 'departures',
    departure: 'collective',
    commission: true,
    offersOn: 'product',
    promotionGroup: 'tours',
    adChannels: 'tour',
    creators: PROVIDERS,
    completion: TWELVE_STEPS,
    preview: 'things-to-do/community-tourism',
    checkinInstructions: false,
    roomType: null,
    nightPrices: null,
    departures: TOUR_DEPARTURES,
  },
  14: { name: 'hotelRoom', ...HOTEL_ROOM },
  16: {
    name: 'bookAGuide',
    family: 'guides',
    segment: 'activities',
    room: false,
    wizard: 'book-guide',
    built: true,
    sells: 'hoursOrDays',
    calendar: 'departures',
    departure: null,
    commission: true,
    offersOn: 'product',
    promotionGroup: 'guides',
    adChannels: 'guide',
    creators: PROVIDERS,
    completion: { count: 9, perStep: 11, stepOneBonus: 1 },
    preview: 'things-to-do/book-a-guide',
    checkinInstructions: false,
    roomType: null,
    nightPrices: null,
    departures: GUIDE_DEPARTURES,
  },
  17: {
    name: 'privateCommunityTourism',
    family: 'thingsToDo',
    segment: 'activities',
    room: false,
    wizard: 'community-tourism',
    built: true,
    sells: 'departures',
    calendar: 'departures',
    departure: 'private',
    commission: true,
    offersOn: 'product',
    promotionGroup: 'tours',
    adChannels: 'tour',
    creators: PROVIDERS,
    completion: TWELVE_STEPS,
    preview: 'things-to-do/community-tourism',
    checkinInstructions: false,
    roomType: null,
    nightPrices: null,
    departures: TOUR_DEPARTURES,
  },
  18: {
    name: 'attraction',
    family: 'attractions',
    segment: 'activities',
    room: false,
    wizard: 'attractions',
    built: true,
    sells: 'tickets',
    calendar: 'departures',
    departure: null,
    commission: false,
    offersOn: 'variant',
    promotionGroup: null,
    adChannels: 'tour',
    creators: RESTRICTED,
    completion: { count: 10, perStep: 10, stepOneBonus: 0 },
    preview: 'things-to-do/attractions',
    checkinInstructions: false,
    roomType: null,
    nightPrices: null,
    departures: TICKET_DEPARTURES,
  },
  19: { name: 'hotelRoomGroup', ...HOTEL_ROOM },
  68: {
    name: 'gastronomy',
    family: 'gastronomy',
    segment: 'activities',
    room: false,
    wizard: 'gastronomy',
    built: true,
    sells: 'meals',
    calendar: null,
    departure: null,
    commission: false,
    offersOn: 'variant',
    promotionGroup: null,
    adChannels: 'accommodation',
    creators: RESTRICTED,
    completion: { count: 8, perStep: 12, stepOneBonus: 4 },
    preview: 'things-to-do/gastronomies',
    checkinInstructions: false,
    roomType: null,
    nightPrices: null,
    departures: null,
  },
  71: {
    name: 'touristPackage',
    family: 'thingsToDo',
    segment: 'packages',
    room: false,
    wizard: 'tourist-package',
    built: true,
    sells: 'departures',
    calendar: 'departures',
    departure: null,
    commission: true,
    offersOn: 'product',
    promotionGroup: null,
    adChannels: 'tour',
    creators: PROVIDERS,
    completion: TWELVE_STEPS,
    preview: 'things-to-do/tourist-packages',
    checkinInstructions: false,
    roomType: null,
    nightPrices: null,
    departures: TOUR_DEPARTURES,
  },
} as const satisfies Record<components['schemas']['ProductType'], ProductKind>;

type Kinds = typeof PRODUCT_KINDS;

/** SPEC §3 product type numbers: the table's keys, which the contract's ProductType enum must match. */
export type ProductType = keyof Kinds;
export type KindName = Kinds[ProductType]['name'];

/** The types whose kind has one of `values` as its `fact`, as a type: `TypesWith<'family', 'thingsToDo'>`. */
export type TypesWith<Fact extends keyof ProductKind, Value> = {
  [Type in ProductType]: Kinds[Type][Fact] extends Value ? Type : never;
}[ProductType];

/** Every product type, in ascending order. */
export const PRODUCT_TYPES = /*#__PURE__*/ Object.keys(PRODUCT_KINDS).map(Number) as ProductType[];

export const isProductType = (type: number): type is ProductType => Object.hasOwn(PRODUCT_KINDS, type);

/** A type's facts; undefined for a number that is no product type (a wire value is checked, not trusted). */
export const kindOf = (type: number): ProductKind | undefined =>
  isProductType(type) ? PRODUCT_KINDS[type] : undefined;

/** The types whose kind answers yes, in ascending order: `typesWhere((kind) => kind.calendar === null)`. */
export const typesWhere = (question: (kind: ProductKind) => boolean): ProductType[] =>
  PRODUCT_TYPES.filter((type) => question(PRODUCT_KINDS[type]));

/** The types whose kind has one of `values` as its `fact`: `typesWith('family', 'stays', 'hotels')`. */
export const typesWith = <Fact extends keyof ProductKind, const Value extends ProductKind[Fact]>(
  fact: Fact,
  ...values: Value[]
): TypesWith<Fact, Value>[] =>
  typesWhere((kind) => (values as readonly unknown[]).includes(kind[fact])) as TypesWith<Fact, Value>[];

/** The types by name, for code that means one kind (`PRODUCT_TYPE.vacationRental`), as `ROLE` names roles. */
export const PRODUCT_TYPE = /*#__PURE__*/ Object.fromEntries(
  PRODUCT_TYPES.map((type) => [PRODUCT_KINDS[type].name, type]),
) as { readonly [Type in ProductType as Kinds[Type]['name']]: Type };
