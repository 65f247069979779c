// The tour itinerary's shape and rules (SPEC §3, §5), used by the itinerary machine and its views.

/** SPEC §3 tour itinerary: 0 hours, 1 half day, 2 all day, 3 multi-day. */
export type DurationType = 0 | 1 | 2 | 3;
export const MAX_ITINERARY_DAYS = 30;

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
  flexible_schedules: boolean;
  days: ItineraryDay[];
}

/** Why a submitted itinerary cannot be saved yet (SPEC §5). */
export type ItineraryProblem = 'durationRequired' | 'activityRequired' | 'startTimeRequired';

export const emptyDay = (no_day: number): ItineraryDay => ({
  no_day,
  activities: [],
  start_times_flexible: [],
});

/** Fixed schedules need an activity every day; flexible ones also a start time every day. */
export function itineraryProblem(itinerary: Itinerary): ItineraryProblem | null {
  if (itinerary.duration_type === null) return 'durationRequired';
  if (itinerary.days.length === 0 || itinerary.days.some((d) => d.activities.length === 0))
    return 'activityRequired';
  if (itinerary.flexible_schedules && itinerary.days.some((d) => d.start_times_flexible.length === 0)) {
    return 'startTimeRequired';
  }
  return null;
}

/** Day blocks for a new day count: the first days keep what they hold, new ones start empty. */
export const resizeDays = (days: readonly ItineraryDay[], count: number): ItineraryDay[] =>
  Array.from({ length: count }, (_, i) => days[i] ?? emptyDay(i + 1));
