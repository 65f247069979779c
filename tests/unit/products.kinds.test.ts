import { describe, expect, it } from 'vitest';
import {
  DEPARTURE_OF_TOUR,
  departureOfType,
  soldBy,
  THINGS_TO_DO_TYPES,
  typeOfTourChoice,
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
