import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEPARTURE_TYPES } from '../../machines/departures.ts';
import {
  kindOf,
  PRODUCT_KINDS,
  PRODUCT_TYPE,
  PRODUCT_TYPES,
  type ProductType,
  typesWhere,
  typesWith,
} from '../../machines/productKinds.ts';
import {
  ACCOMMODATION_TYPES,
  adChannelGroupOf,
  BUILT_WIZARD_TYPES,
  DEPARTURE_OF_TOUR,
  departureOfType,
  hasCalendar,
  hasCommissionModel,
  hasSpecialPrices,
  mayCreateType,
  NIGHTLY_TYPES,
  STAY_TYPES,
  soldBy,
  THINGS_TO_DO_TYPES,
  typeOfTourChoice,
  WITHOUT_CALENDAR_TYPES,
  WITHOUT_COMMISSION_TYPES,
  WIZARD_OF_TYPE,
} from '../../machines/productTypes.ts';

/** Issue 26: the kinds table says which type a tour's private or collective choice makes it. */
describe('private and collective kinds (machines/productTypes.ts)', () => {
  it('the prices step makes a tour private 11 or collective 12, and "both" collective', () => {
    for (const from of [11, 12] as const) {
      expect([0, 1, 2].map((choice) => typeOfTourChoice(from, choice as 0 | 1 | 2))).toEqual([11, 12, 12]);
    }
  });

  it('community tourism is private 17 or collective 13; a package and the other kinds keep their type', () => {
    for (const from of [13, 17] as const) {
      expect([0, 1, 2].map((choice) => typeOfTourChoice(from, choice as 0 | 1 | 2))).toEqual([17, 13, 13]);
    }
    for (const type of [71, 1, 16, 18]) {
      expect([0, 1, 2].map((choice) => typeOfTourChoice(type, choice as 0 | 1 | 2))).toEqual([
        type,
        type,
        type,
      ]);
    }
  });

  it('a type says its departures before the prices do, and agrees with the choice that gives it', () => {
    expect([11, 12, 13, 17, 71, 1].map(departureOfType)).toEqual([
      'private',
      'collective',
      'collective',
      'private',
      null,
      null,
    ]);
    for (const choice of [0, 1, 2] as const) {
      expect(departureOfType(typeOfTourChoice(11, choice))).toBe(DEPARTURE_OF_TOUR[choice]);
      expect(departureOfType(typeOfTourChoice(17, choice))).toBe(DEPARTURE_OF_TOUR[choice]);
    }
  });

  it('things to do are priced by departure, stays by night', () => {
    expect(THINGS_TO_DO_TYPES.map(soldBy)).toEqual(THINGS_TO_DO_TYPES.map(() => 'departure'));
    expect([1, 2, 3, 4, 5].map(soldBy)).toEqual(['night', 'night', 'night', 'night', 'night']);
  });
});

/**
 * Issue 27: one table of kinds (machines/productKinds.ts). It holds every contract type once, and the lists and
 * questions derived from it say what the hand-written ones said before it.
 */
describe('the kinds table (machines/productKinds.ts)', () => {
  const schemas = parse(readFileSync('openapi/portal.bundled.yaml', 'utf8')).components.schemas;
  /** SPEC §3 "Product type numbers". */
  const SPEC_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 68, 71];
  const of = <T>(fact: (type: ProductType) => T) =>
    Object.fromEntries(PRODUCT_TYPES.map((t) => [t, fact(t)]));

  it('sells stays and hotel rooms by the night with offers of their own: the contract NightlyType, with their prices', () => {
    // SPEC §6: a hotel's or hostel's offers and special prices are its rooms'.
    expect(NIGHTLY_TYPES).toEqual([1, 4, 5, 14, 19]);
    expect(NIGHTLY_TYPES).toEqual(schemas.NightlyType.enum);
    expect(PRODUCT_TYPES.filter((type) => hasSpecialPrices(type))).toEqual([1, 4, 5, 14, 19]);
    expect(of((type) => kindOf(type)?.nightPrices?.step ?? null)).toEqual({
      ...of(() => null),
      1: 'price-seasons',
      4: 'price-seasons',
      5: 'price-seasons',
      14: 'room-information',
      19: 'room-information',
    });
  });

  it('says where each kind sold by departure day keeps its capacity and its days, and only those kinds', () => {
    expect(of((type) => kindOf(type)?.departures !== null)).toEqual(
      of((type) => kindOf(type)?.calendar === 'departures'),
    );
    const capacity = (type: number) => kindOf(type)?.departures?.capacity?.field ?? null;
    expect([11, 12, 13, 17, 71].map(capacity)).toEqual(Array(5).fill('capacity'));
    // A guide takes max_traveler (SPEC §3 Guide); an attraction's tickets have no limit a day.
    expect([16, 18].map(capacity)).toEqual(['max_traveler', null]);
    expect(of((type) => kindOf(type)?.departures?.days?.step ?? null)).toMatchObject({
      11: 'availability',
      16: null,
      18: 'schedule',
    });
  });

  it('has one row for each SPEC §3 type, the contract enum, and one name for each', () => {
    expect(Object.keys(PRODUCT_KINDS).map(Number)).toEqual(SPEC_TYPES);
    expect(PRODUCT_TYPES).toEqual(schemas.ProductType.enum);
    const names = PRODUCT_TYPES.map((type) => PRODUCT_KINDS[type].name);
    expect(new Set(names).size).toBe(names.length);
    for (const type of PRODUCT_TYPES) expect(PRODUCT_TYPE[PRODUCT_KINDS[type].name]).toBe(type);
    expect([0, 15, 20, 99].map(kindOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('derives the families the contract names', () => {
    expect(ACCOMMODATION_TYPES).toEqual(schemas.AccommodationType.enum);
    expect(THINGS_TO_DO_TYPES).toEqual(schemas.ThingsToDoType.enum);
    expect(STAY_TYPES).toEqual(schemas.ProductTypeChange.properties.product_type.enum);
    expect(BUILT_WIZARD_TYPES).toEqual([1, 2, 3, 4, 5, 11, 12, 13, 16, 17, 18, 68, 71]);
  });

  it('gives each type the wizard it had', () => {
    expect(WIZARD_OF_TYPE).toEqual({
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
    });
  });

  it('keeps a restaurant and a hotel or hostel without a calendar, and counts departures for things to do, guides and attractions', () => {
    expect(hasCalendar(68)).toBe(false);
    // A hotel or hostel sells its rooms, each with its own calendar (SPEC §6; docs/decisions.md, issue 29).
    expect([2, 3].some(hasCalendar)).toBe(false);
    expect([1, 4, 5, 11, 12, 13, 14, 16, 17, 18, 19, 71].every(hasCalendar)).toBe(true);
    // Transport kinds are contact requests: no calendar (docs/decisions.md, issue 27).
    expect(WITHOUT_CALENDAR_TYPES).toEqual([2, 3, 6, 7, 8, 9, 10, 68]);
    expect(DEPARTURE_TYPES).toEqual([11, 12, 13, 16, 17, 18, 71]);
  });

  it('keeps attractions and restaurants without a commission model, the others with one', () => {
    expect([18, 68].some(hasCommissionModel)).toBe(false);
    expect([1, 2, 3, 4, 5, 11, 12, 13, 14, 16, 17, 19, 71].every(hasCommissionModel)).toBe(true);
    // Transport kinds: the add-products cards never asked; now the table says so for every reader.
    expect(WITHOUT_COMMISSION_TYPES).toEqual([6, 7, 8, 9, 10, 18, 68]);
  });

  it('puts offers on the card except where rooms or tickets carry them', () => {
    expect(typesWhere((kind) => kind.offersOn === 'variant')).toEqual([2, 3, 18, 68]);
    expect(typesWhere((kind) => kind.offersOn === null)).toEqual([6, 7, 8, 9, 10]);
  });

  it('groups promotions and advertising channels as SPEC §2 and §9 say', () => {
    expect(of((type) => PRODUCT_KINDS[type].promotionGroup)).toEqual({
      ...of(() => null),
      1: 'vacations',
      4: 'vacations',
      5: 'vacations',
      14: 'rooms',
      19: 'rooms',
      11: 'tours',
      12: 'tours',
      13: 'tours',
      17: 'tours',
      16: 'guides',
    });
    expect(of(adChannelGroupOf)).toEqual({
      ...of(() => 'accommodation'),
      14: null,
      19: null,
      16: 'guide',
      11: 'tour',
      12: 'tour',
      13: 'tour',
      17: 'tour',
      18: 'tour',
      71: 'tour',
    });
  });

  it('weighs completion as SPEC §4 does, and has a preview section for each public type', () => {
    const weights = of((type): [number, number, number] | null => {
      const set = PRODUCT_KINDS[type].completion;
      return set && [set.count, set.perStep, set.stepOneBonus];
    });
    expect(weights).toEqual({
      ...of(() => null),
      ...Object.fromEntries([1, 4, 5, 11, 12, 13, 17, 71].map((t) => [t, [12, 8, 4]])),
      2: [7, 14, 2],
      3: [7, 14, 2],
      14: [6, 16, 4],
      19: [6, 16, 4],
      16: [9, 11, 1],
      18: [10, 10, 0],
      68: [8, 12, 4],
    });
    for (const set of Object.values(weights)) {
      if (set) expect(set[0] * set[1] + set[2]).toBe(100);
    }
    expect(typesWhere((kind) => kind.preview === null)).toEqual([6, 7, 8, 9, 10, 14, 19]);
  });

  it('lets the roles of SPEC §6 create each kind', () => {
    expect(of((type) => PRODUCT_KINDS[type].creators)).toEqual({
      ...of(() => [2, 3]),
      1: [2, 3, 4],
      5: [2, 3, 4],
      9: [2],
      10: [2],
      18: [2],
      68: [2],
    });
    expect(mayCreateType([4], 1)).toBe(true);
    expect(mayCreateType([4], 4)).toBe(false);
    expect(mayCreateType([2], 15)).toBe(false);
  });

  it('pairs each private kind with the collective kind of its wizard', () => {
    for (const type of typesWhere((kind) => kind.departure !== null)) {
      const { wizard } = PRODUCT_KINDS[type];
      const pair = typesWhere((kind) => kind.wizard === wizard).map((t) => PRODUCT_KINDS[t].departure);
      expect(pair.sort()).toEqual(['collective', 'private']);
    }
    expect(typesWhere((kind) => kind.departure === 'private')).toEqual([11, 17]);
  });

  it('asks for check-in instructions of vacation rentals only, and sells departures only for things to do', () => {
    expect(typesWhere((kind) => kind.checkinInstructions)).toEqual([1]);
    expect(typesWith('sells', 'departures')).toEqual(THINGS_TO_DO_TYPES);
    expect(PRODUCT_TYPES.filter((type) => soldBy(type) === 'departure')).toEqual(THINGS_TO_DO_TYPES);
  });
});
