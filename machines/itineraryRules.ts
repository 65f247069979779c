// The tour itinerary's shape and rules (SPEC §3, §5), used by the itinerary machine and its views.

/** SPEC §3 tour itinerary: 0 hours, 1 half day, 2 all day, 3 multi-day. */
export type DurationType = 0 | 1 | 2 | 3;
export const MAX_ITINERARY_DAYS = 30;
/** SPEC §9 "hours 24": a tour counted in hours lasts at most a day. */
export const MAX_ITINERARY_HOURS = 24;
/** A multi-day itinerary has at least two days (one day is a half or all day tour). */
export const MIN_MULTI_DAYS = 2;

export interface ItineraryActivity {
  description: string;
  start_time: string;
  number: number;
}
export interface ItineraryDay {
  no_day: number;
  activities: ItineraryActivity[];
  start_times_flexible: string[];
}
/** The itinerary as saved (SPEC §3). */
export interface Itinerary {
  duration_type: DurationType | null;
  /**
   * SPEC §3 time_duration: the hours (1-24) of a type 0 tour, the number of days of a multi-day one (type 3,
   * equal to the day blocks), null for half and all day tours. Optional while the wizard's machine does not
   * carry it; the server always stores it.
   */
  time_duration?: number | null;
  flexible_schedules: boolean;
  days: ItineraryDay[];
}

/** Why a submitted itinerary cannot be saved yet (SPEC §5). */
export type ItineraryProblem =
  | 'durationRequired'
  /** Hours outside 1-24 (type 0), or a day count outside 2-30 (type 3). */
  | 'durationOutOfRange'
  /** The day blocks do not match the duration: one day for types 0-2, `time_duration` days for type 3. */
  | 'dayCountMismatch'
  | 'activityRequired'
  | 'startTimeRequired';

export const emptyDay = (no_day: number): ItineraryDay => ({
  no_day,
  activities: [],
  start_times_flexible: [],
});

const isWithin = (value: number | null | undefined, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** SPEC §5: a tour of some hours lasts more than 0 and at most 24 hours (half hours and the like allowed). */
export const isItineraryHours = (value: number | null) =>
  typeof value === 'number' && value > 0 && value <= MAX_ITINERARY_HOURS;

/** Whether the duration and the number of day blocks agree (SPEC §9: hours 24, days 30). */
export function durationProblem(itinerary: Itinerary): ItineraryProblem | null {
  const { duration_type, time_duration, days } = itinerary;
  if (duration_type === null) return 'durationRequired';
  if (duration_type === 0 && time_duration !== undefined && !isItineraryHours(time_duration))
    return 'durationOutOfRange';
  if (duration_type !== 3) return days.length > 1 ? 'dayCountMismatch' : null;
  if (!isWithin(days.length, MIN_MULTI_DAYS, MAX_ITINERARY_DAYS)) return 'durationOutOfRange';
  if (time_duration !== undefined && time_duration !== days.length) return 'dayCountMismatch';
  return null;
}

/** The duration must fit its type; fixed schedules need an activity every day, flexible ones also a start time every day. */
export function itineraryProblem(itinerary: Itinerary): ItineraryProblem | null {
  const duration = durationProblem(itinerary);
  if (duration === 'durationRequired') return duration;
  if (itinerary.days.length === 0 || itinerary.days.some((d) => d.activities.length === 0))
    return 'activityRequired';
  if (itinerary.flexible_schedules && itinerary.days.some((d) => d.start_times_flexible.length === 0)) {
    return 'startTimeRequired';
  }
  return duration;
}

/** Day blocks for a new day count: the first days keep what they hold, new ones start empty. */
export const resizeDays = (days: readonly ItineraryDay[], count: number): ItineraryDay[] =>
  Array.from({ length: count }, (_, i) => days[i] ?? emptyDay(i + 1));
