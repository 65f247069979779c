import { describe, expect, it } from 'vitest';
import {
  areRequiredStepsComplete,
  completionPercent,
  isPromotedSomewhere,
  type ProductType,
  requiredSteps,
} from '../../machines/completion.ts';

const allSaved = (type: ProductType) => Object.fromEntries(requiredSteps(type).map((k) => [k, true]));

describe('completion sets (SPEC §4)', () => {
  it.each([
    [[1, 4, 5, 11, 12, 13, 17, 71], 12],
    [[2, 3], 7],
    [[14, 19], 6],
    [[16], 9],
    [[18], 10],
    [[68], 8],
  ] as const)('types %j require steps 1-%i', (types, count) => {
    for (const type of types) {
      expect(requiredSteps(type)).toEqual(Array.from({ length: count }, (_, i) => `step${i + 1}`));
    }
  });

  it.each([6, 7, 8, 9, 10] as const)('transport type %i has no completion set', (type) => {
    expect(requiredSteps(type)).toEqual([]);
    expect(completionPercent(type, { step1: true })).toBe(0);
    expect(areRequiredStepsComplete(type, { step1: true })).toBe(false);
  });

  it.each([1, 2, 3, 4, 5, 11, 12, 13, 14, 16, 17, 18, 19, 68, 71] as const)(
    'type %i sums to exactly 100 when every step is saved',
    (type) => {
      expect(completionPercent(type, allSaved(type))).toBe(100);
      expect(areRequiredStepsComplete(type, allSaved(type))).toBe(true);
    },
  );

  it.each([
    [1, 12, 8],
    [2, 16, 14],
    [14, 20, 16],
    [16, 12, 11],
    [18, 10, 10],
    [68, 16, 12],
  ] as const)('type %i weighs step 1 at %i and each other step at %i', (type, first, other) => {
    expect(completionPercent(type, { step1: true })).toBe(first);
    expect(completionPercent(type, { step2: true })).toBe(other);
  });

  it('starts at 0, ignores steps beyond the set, and is not complete with one step missing', () => {
    expect(completionPercent(2, {})).toBe(0);
    expect(completionPercent(2, { step8: true, step12: true })).toBe(0);
    expect(completionPercent(1, { ...allSaved(1), step12: false })).toBe(92);
    expect(areRequiredStepsComplete(1, { ...allSaved(1), step12: false })).toBe(false);
  });
});

describe('the advertising-channels step', () => {
  it('is done only with a channel chosen, where the type offers any', () => {
    expect(isPromotedSomewhere(5, 0)).toBe(false);
    expect(isPromotedSomewhere(5, 1)).toBe(true);
    expect(isPromotedSomewhere(0, 0)).toBe(true);
  });
});
