import {
  type AdChannelGroup,
  type DepartureKind,
  kindOf,
  PRODUCT_KINDS,
  PRODUCT_TYPES,
  type ProductKind,
  type ProductType,
  type TypesWith,
  typesWhere,
  typesWith,
} from './productKinds.ts';
import type { ProductStatus } from './productStatus.machine.ts';
import { hasAnyRole, type RoleNumber } from './roles.ts';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS, type Wizard, type WizardStep } from './wizardSteps.ts';

/**
 * The lists and questions the code asks about product types, each derived from the kinds table
 * (machines/productKinds.ts, issue 27): none holds a fact of its own. The lists are marked pure, so a chunk of
 * the app that does not read one does not carry it.
 */

/** A map of type to one fact, for the types that have it. */
function factOfType<Fact>(fact: (kind: ProductKind) => Fact | null): Partial<Record<ProductType, Fact>> {
  const map: Partial<Record<ProductType, Fact>> = {};
  for (const type of PRODUCT_TYPES) {
    const value = fact(PRODUCT_KINDS[type]);
    if (value !== null) map[type] = value;
  }
  return map;
}

/** Which wizard builds each product type; a hotel's rooms are built inside their hotel's wizard. */
export const WIZARD_OF_TYPE: Partial<Record<ProductType, Wizard>> = /*#__PURE__*/ factOfType(
  (kind) => kind.wizard,
);

/** The accommodation family (SPEC §7: status at the accommodation endpoint): stays and hotels, not their rooms. */
export type AccommodationType = Extract<TypesWith<'family', 'stays' | 'hotels'>, TypesWith<'room', false>>;
export const ACCOMMODATION_TYPES = /*#__PURE__*/ typesWhere(
  (kind) => (kind.family === 'stays' || kind.family === 'hotels') && !kind.room,
) as readonly AccommodationType[];

export const isAccommodationType = (type: number): type is AccommodationType =>
  (ACCOMMODATION_TYPES as readonly number[]).includes(type);

/**
 * The products sold by the night with offers of their own (the contract's NightlyType): stays and hotel or hostel
 * rooms; a hotel's offers are its rooms' (SPEC §6).
 */
export type NightlyType = Extract<TypesWith<'offersOn', 'product'>, TypesWith<'sells', 'nights'>>;
export const NIGHTLY_TYPES = /*#__PURE__*/ typesWhere(
  (kind) => kind.offersOn === 'product' && kind.nightPrices !== null,
) as readonly NightlyType[];

/** Special prices (SPEC §3 Special price) are a night's: a stay's or a room's. */
export const hasSpecialPrices = (type: number | undefined): type is NightlyType =>
  type !== undefined && (NIGHTLY_TYPES as readonly number[]).includes(type);

/** The stays (1, 4, 5): a stay's type moves among them (a vacation rental becomes a private room…). */
export type StayType = TypesWith<'family', 'stays'>;
export const STAY_TYPES: readonly StayType[] = /*#__PURE__*/ typesWith('family', 'stays');
export const isStayType = (type: number): type is StayType =>
  (STAY_TYPES as readonly number[]).includes(type);

/** The hotels family's properties (2 hotel, 3 hostel): products that hold rooms (issue 29). */
export type HotelType = Extract<TypesWith<'family', 'hotels'>, TypesWith<'room', false>>;
export const HOTEL_TYPES = /*#__PURE__*/ typesWhere(
  (kind) => kind.family === 'hotels' && !kind.room,
) as readonly HotelType[];
export const isHotelType = (type: number): type is HotelType =>
  (HOTEL_TYPES as readonly number[]).includes(type);

/** The rooms (14 a hotel's, 19 a hostel's): products inside their property, built in its wizard's room steps. */
export type RoomType = TypesWith<'room', true>;
export const ROOM_TYPES: readonly RoomType[] = /*#__PURE__*/ typesWith('room', true);
export const isRoomType = (type: number): type is RoomType =>
  (ROOM_TYPES as readonly number[]).includes(type);

/** The type of the rooms a property holds (the kinds table's `roomType`); null for a product without rooms. */
export const roomTypeOf = (type: number): RoomType | null => {
  const room = kindOf(type)?.roomType ?? null;
  return room !== null && isRoomType(room) ? room : null;
};

/** The property type whose rooms are of this type (a hotel's room → the hotel); null for a type that is no room. */
export const propertyTypeOfRoom = (type: number): HotelType | null =>
  HOTEL_TYPES.find((property) => roomTypeOf(property) === type) ?? null;

/**
 * The wizard steps of a product of this type, in order: its wizard's, or for a room its property's room steps
 * (SPEC §2: the hotel and hostel wizards' room-information … room-confirmation). Empty for a type without either.
 */
export function stepsOfType(type: number): readonly WizardStep[] {
  const wizard = kindOf(type)?.wizard;
  if (wizard) return WIZARD_STEPS[wizard];
  const property = propertyTypeOfRoom(type);
  const propertyWizard = property === null ? null : PRODUCT_KINDS[property].wizard;
  return propertyWizard && propertyWizard in WIZARD_ROOM_STEPS
    ? WIZARD_ROOM_STEPS[propertyWizard as keyof typeof WIZARD_ROOM_STEPS]
    : [];
}

/** The things-to-do family (SPEC §7: status and commission at /api/thingsToDo). */
export type ThingsToDoType = TypesWith<'family', 'thingsToDo'>;
export const THINGS_TO_DO_TYPES: readonly ThingsToDoType[] = /*#__PURE__*/ typesWith('family', 'thingsToDo');

export const isThingsToDoType = (type: number): type is ThingsToDoType =>
  (THINGS_TO_DO_TYPES as readonly number[]).includes(type);

/** SPEC §3 Tour price `type_of_tour`: 0 private, 1 collective, 2 both. */
export type TypeOfTour = 0 | 1 | 2;

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

/** The kind of departure a product type sells before its prices say; null for a type without the choice. */
export const departureOfType = (type: number): DepartureKind | null => kindOf(type)?.departure ?? null;

/**
 * The type the prices step's choice gives a product: the type of its wizard selling the departures chosen
 * (private tour 11 or collective 12; private community tourism 17 or collective 13), else its own.
 */
export function typeOfTourChoice(type: number, typeOfTour: TypeOfTour): number {
  const kind = kindOf(type);
  if (!kind?.departure) return type;
  const chosen = DEPARTURE_OF_TOUR[typeOfTour];
  return typesWhere((other) => other.wizard === kind.wizard && other.departure === chosen)[0] ?? type;
}

/**
 * What a product sells (issue 26): a stay, nights, priced by the night, with guests and a door; a thing to do,
 * places on departures, priced by an adult's place, with travelers and a meeting point. The promotion preview
 * prices and words it so, and the steps the families share speak of it so.
 */
export type SoldBy = 'night' | 'departure';
export const soldBy = (type: number): SoldBy =>
  kindOf(type)?.sells === 'departures' ? 'departure' : 'night';

/** SPEC §9 "Ad channel groups": which channel lists the advertising-channels step offers a product type. */
export const adChannelGroupOf = (type: number): AdChannelGroup | null => {
  const kind = kindOf(type);
  return kind ? kind.adChannels : 'accommodation';
};

/**
 * The transport kinds (6-10, SPEC §2): what the provider sends is a contact request to support, answered in its
 * messages, never a product (the kinds table's `sells: 'contact'`).
 */
export type ContactType = TypesWith<'sells', 'contact'>;
export const CONTACT_TYPES: readonly ContactType[] = /*#__PURE__*/ typesWith('sells', 'contact');
export const isContactType = (type: number): type is ContactType =>
  (CONTACT_TYPES as readonly number[]).includes(type);

/**
 * The types whose product wizards this release builds end to end; the others' screens say they are under
 * construction. A transport kind's screens are a contact form, not a product's wizard (`isContactWizard`).
 */
export type BuiltType = Exclude<TypesWith<'built', true>, ContactType>;
export const BUILT_WIZARD_TYPES: readonly BuiltType[] = /*#__PURE__*/ typesWhere(
  (kind) => kind.built && kind.sells !== 'contact',
) as BuiltType[];

/** Whether a wizard's route draws a built contact form (SPEC §2 /transportation: information, confirmation). */
export const isContactWizard = (wizard: string): boolean =>
  CONTACT_TYPES.some((type) => WIZARD_OF_TYPE[type] === wizard && PRODUCT_KINDS[type].built);

/** SPEC §9: the types without an availability calendar (a restaurant; a transport contact request). */
export const WITHOUT_CALENDAR_TYPES: readonly ProductType[] = /*#__PURE__*/ typesWith('calendar', null);
/** Whether a product of this type has an availability calendar; every type the table does not deny one has. */
export const hasCalendar = (type: number): boolean =>
  !(WITHOUT_CALENDAR_TYPES as readonly number[]).includes(type);

/** SPEC §6, §9: the types whose provider chooses no commission model (attractions, restaurants, contact requests). */
export const WITHOUT_COMMISSION_TYPES: readonly ProductType[] = /*#__PURE__*/ typesWith('commission', false);
export const hasCommissionModel = (type: number): boolean =>
  !(WITHOUT_COMMISSION_TYPES as readonly number[]).includes(type);

/** Whose roles may create a type (SPEC §6), by type, for the types of a family. */
const creatorsOf = <Type extends ProductType>(types: readonly Type[]) =>
  Object.fromEntries(types.map((type) => [type, (PRODUCT_KINDS[type] as ProductKind).creators])) as Record<
    Type,
    readonly RoleNumber[]
  >;

/** SPEC §6: who may create each accommodation type. The server refuses the others; the app shows only these tabs. */
export const ACCOMMODATION_CREATORS = /*#__PURE__*/ creatorsOf(ACCOMMODATION_TYPES);
/** SPEC §6: who may create a hotel or a hostel (its rooms: whoever may create it). */
export const HOTEL_CREATORS = /*#__PURE__*/ creatorsOf(HOTEL_TYPES);
/** SPEC §6: who may create each thing to do. */
export const THINGS_TO_DO_CREATORS = /*#__PURE__*/ creatorsOf(THINGS_TO_DO_TYPES);

/** The attractions family (18) at /api/attractions: a family of its own in the kinds table. */
export type AttractionType = TypesWith<'family', 'attractions'>;
export const ATTRACTION_TYPES: readonly AttractionType[] = /*#__PURE__*/ typesWith('family', 'attractions');
export const isAttractionType = (type: number): type is AttractionType =>
  (ATTRACTION_TYPES as readonly number[]).includes(type);
/** SPEC §6: who may create an attraction. */
export const ATTRACTION_CREATORS = /*#__PURE__*/ creatorsOf(ATTRACTION_TYPES);

/** The book-a-guide family (SPEC §7: status and commission at /api/bookAGuide). */
export type GuideType = TypesWith<'family', 'guides'>;
export const GUIDE_TYPES: readonly GuideType[] = /*#__PURE__*/ typesWith('family', 'guides');
export const isGuideType = (type: number): type is GuideType =>
  (GUIDE_TYPES as readonly number[]).includes(type);
/** SPEC §6: who may create a guide. */
export const GUIDE_CREATORS = /*#__PURE__*/ creatorsOf(GUIDE_TYPES);

/** The gastronomy family (68, restaurants) at /api/food-establishment. */
export type GastronomyType = TypesWith<'family', 'gastronomy'>;
export const GASTRONOMY_TYPES: readonly GastronomyType[] = /*#__PURE__*/ typesWith('family', 'gastronomy');
export const isGastronomyType = (type: number): type is GastronomyType =>
  (GASTRONOMY_TYPES as readonly number[]).includes(type);
/** SPEC §6: who may create a restaurant. */
export const GASTRONOMY_CREATORS = /*#__PURE__*/ creatorsOf(GASTRONOMY_TYPES);

/** Everyone who may create at least one of the types of a creators' table: the roles its create call admits. */
export const anyCreatorOf = (creators: Record<number, readonly RoleNumber[]>): readonly RoleNumber[] => [
  ...new Set(Object.values(creators).flat()),
];

/** Whether its amenities step asks for check-in instructions (SPEC §3 Amenities: vacation rentals only). */
export const hasCheckinInstructions = (type: number): boolean => kindOf(type)?.checkinInstructions ?? false;

/** Whether any of a person's roles may create a product of this type (SPEC §6; the kinds table's `creators`). */
export const mayCreateType = (roles: readonly number[], type: number): boolean =>
  hasAnyRole(roles, kindOf(type)?.creators ?? []);

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
