import { describe, expect, it } from 'vitest';
import {
  activeSinceYears,
  FIRST_ACTIVE_YEAR,
  type INFLUENCER_CATEGORIES,
  influencerCurrentYear,
  influencerProblems,
  otherCategories,
} from '../../machines/influencerRules.ts';

/** A form as filled in right: a ticked category, a start year in range, a description. */
const filled = {
  influencers_categories: ['Travel'] as (typeof INFLUENCER_CATEGORIES)[number][],
  newCategory: '',
  activeSince: 2018,
  descriptions: [{ code: 'es' as const, description: 'Viajes por Guatemala.' }],
};

describe('influencerProblems (SPEC §5)', () => {
  it('finds none in a form filled in right', () => {
    expect(influencerProblems(filled, 2025)).toEqual([]);
  });

  it('takes another category typed instead of a ticked one', () => {
    expect(
      influencerProblems({ ...filled, influencers_categories: [], newCategory: 'Cocina' }, 2025),
    ).toEqual([]);
  });

  it.each([
    ['nothing typed', undefined],
    ['an empty text', ''],
    ['only commas and spaces', ' , ,  '],
  ])('asks for a category when none is ticked and the other text has %s', (_why, newCategory) => {
    expect(influencerProblems({ ...filled, influencers_categories: [], newCategory }, 2025)).toEqual([
      { field: 'influencers_categories', problem: 'required' },
    ]);
  });

  it.each([
    [FIRST_ACTIVE_YEAR - 1, false],
    [FIRST_ACTIVE_YEAR, true],
    [2025, true],
    [2026, false],
  ])('judges the start year %i against the current year 2025 (allowed: %s)', (activeSince, allowed) => {
    const problems = influencerProblems({ ...filled, activeSince }, 2025);
    expect(problems).toEqual(allowed ? [] : [{ field: 'activeSince', problem: 'out_of_range' }]);
  });

  it('asks for a description when every one is blank', () => {
    const descriptions = [
      { code: 'es' as const, description: '   ' },
      { code: 'en' as const, description: '' },
    ];
    expect(influencerProblems({ ...filled, descriptions }, 2025)).toEqual([
      { field: 'descriptions', problem: 'required' },
    ]);
  });

  it('names every problem at once, in a stable order', () => {
    const wrong = {
      influencers_categories: [],
      activeSince: 2030,
      descriptions: [{ code: 'es' as const, description: ' ' }],
    };
    expect(influencerProblems(wrong, 2025).map((p) => p.field)).toEqual([
      'influencers_categories',
      'activeSince',
      'descriptions',
    ]);
  });
});

describe('otherCategories', () => {
  it('splits the text at commas, trimmed, blanks dropped', () => {
    expect(otherCategories(' Cocina, Cultura maya ,, Café ')).toEqual(['Cocina', 'Cultura maya', 'Café']);
    expect(otherCategories(undefined)).toEqual([]);
  });
});

describe('activeSinceYears', () => {
  it('lists 2014 to the current year, oldest first', () => {
    expect(activeSinceYears(2017)).toEqual([2014, 2015, 2016, 2017]);
    expect(activeSinceYears(2025)).toHaveLength(12);
  });
});

describe('influencerCurrentYear', () => {
  it("counts the year in Guatemala: New Year's Eve there is still the old year in UTC's new one", () => {
    // 2026-01-01 03:00 UTC is 2025-12-31 21:00 in Guatemala (UTC−6, no daylight saving time).
    expect(influencerCurrentYear(new Date('2026-01-01T03:00:00Z'))).toBe(2025);
    expect(influencerCurrentYear(new Date('2026-01-01T06:00:00Z'))).toBe(2026);
  });
});
