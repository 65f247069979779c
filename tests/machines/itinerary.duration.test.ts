import { describe, expect, it } from 'vitest';
import {
  durationProblem,
  type Itinerary,
  itineraryProblem,
  MAX_ITINERARY_DAYS,
  MAX_ITINERARY_HOURS,
} from '../../machines/itineraryRules.ts';

const day = (no_day: number) => ({
  no_day,
  activities: [{ description: 'Caminata', start_time: '08:00', number: 1 }],
  start_times_flexible: ['08:00'],
});
const days = (count: number) => Array.from({ length: count }, (_, i) => day(i + 1));
const itinerary = (over: Partial<Itinerary>): Itinerary => ({
  duration_type: 0,
  time_duration: 4,
  flexible_schedules: false,
  days: days(1),
  ...over,
});

describe('itinerary duration (SPEC §9 hours 24, days 30), shared by the wizard and the server', () => {
  it('an hours tour lasts more than 0 and at most 24 hours', () => {
    expect(durationProblem(itinerary({ time_duration: MAX_ITINERARY_HOURS }))).toBeNull();
    expect(durationProblem(itinerary({ time_duration: 1.5 }))).toBeNull();
    expect(durationProblem(itinerary({ time_duration: 24.5 }))).toBe('durationOutOfRange');
    expect(durationProblem(itinerary({ time_duration: 0 }))).toBe('durationOutOfRange');
    expect(durationProblem(itinerary({ time_duration: null }))).toBe('durationOutOfRange');
  });

  it('a multi-day tour has 2 to 30 day blocks, as many as its time_duration', () => {
    const multi = (count: number, time_duration?: number | null) =>
      itinerary({ duration_type: 3, days: days(count), time_duration });
    expect(durationProblem(multi(MAX_ITINERARY_DAYS, MAX_ITINERARY_DAYS))).toBeNull();
    expect(durationProblem(multi(MAX_ITINERARY_DAYS + 1, MAX_ITINERARY_DAYS + 1))).toBe('durationOutOfRange');
    expect(durationProblem(multi(1, 1))).toBe('durationOutOfRange');
    expect(durationProblem(multi(3, 4))).toBe('dayCountMismatch');
    // The wizard's machine does not carry time_duration yet: the blocks alone are judged then.
    expect(durationProblem(multi(3))).toBeNull();
  });

  it('a half or all day tour has one day block', () => {
    expect(durationProblem(itinerary({ duration_type: 1, time_duration: null }))).toBeNull();
    expect(durationProblem(itinerary({ duration_type: 2, days: days(2) }))).toBe('dayCountMismatch');
  });

  it('names a missing duration first, then a missing activity, before a duration out of range', () => {
    expect(itineraryProblem(itinerary({ duration_type: null }))).toBe('durationRequired');
    const empty = { no_day: 1, activities: [], start_times_flexible: [] };
    expect(itineraryProblem(itinerary({ time_duration: 30, days: [empty] }))).toBe('activityRequired');
    expect(itineraryProblem(itinerary({ time_duration: 30 }))).toBe('durationOutOfRange');
    expect(itineraryProblem(itinerary({}))).toBeNull();
  });
});
