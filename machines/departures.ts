import { Temporal } from 'temporal-polyfill';
import { type ProductType, typesWith } from './productKinds.ts';
import { DEPARTURE_OF_TOUR, departureOfType, type TypeOfTour } from './productTypes.ts';

/**
 * Things to do are sold by departure day, not by night (issue 16): a tour, a community tour, a package, a
 * guide's day or an attraction's day. The product's availability step says which days a departure runs; the
 * calendar's blocked and imported ranges close days; accepted reservations take seats. Shared by the server
 * (the departures read and the accept check) and the app (the calendar's wording).
 */

/** The types whose calendar counts departure days (the kinds table's `calendar`; a restaurant has none). */
export const DEPARTURE_TYPES: readonly ProductType[] = /*#__PURE__*/ typesWith('calendar', 'departures');

export const sellsByDeparture = (type: number): boolean =>
  (DEPARTURE_TYPES as readonly number[]).includes(type);

/** 0 Monday … 6 Sunday (SPEC §9 `year_days`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The availability step (SPEC §9): all year on some weekdays, or month ranges each on some weekdays. */
export interface DepartureSchedule {
  available_all_year: boolean;
  year_days: readonly number[];
  months: readonly { initial_month: number; final_month: number; days: readonly number[] }[];
}

/** Whether `month` (1–12) is inside the range, which may run over the new year (November to February). */
export const monthInRange = (month: number, first: number, last: number): boolean =>
  first <= last ? month >= first && month <= last : month >= first || month <= last;

/** Whether the schedule runs a departure on the day ('YYYY-MM-DD'). */
export function runsOn(schedule: DepartureSchedule, date: string): boolean {
  const day = Temporal.PlainDate.from(date);
  const weekday = day.dayOfWeek - 1;
  if (schedule.available_all_year) return schedule.year_days.includes(weekday);
  return schedule.months.some(
    (range) =>
      monthInRange(day.month, range.initial_month, range.final_month) && range.days.includes(weekday),
  );
}

/**
 * A private departure is one group's: the prices step offers the tour only privately, or, before prices are
 * saved, the type is a private one (the kinds table, machines/productKinds.ts).
 */
export const isPrivateDeparture = (type: number, typeOfTour: TypeOfTour | undefined): boolean =>
  (typeOfTour === undefined ? departureOfType(type) : DEPARTURE_OF_TOUR[typeOfTour]) === 'private';

/** One departure day as the calendar reads it. */
export interface DepartureLoad {
  runs: boolean;
  closed: boolean;
  people: number;
  reservations: number;
}

/**
 * People one more reservation may bring on the day: none when it does not run, is closed or is full; null without a
 * limit (an attraction's tickets: `capacity` null).
 */
export function seatsLeft(
  day: DepartureLoad,
  capacity: number | null,
  privateDeparture: boolean,
): number | null {
  if (!day.runs || day.closed) return 0;
  if (capacity === null) return null;
  if (privateDeparture) return day.reservations > 0 ? 0 : capacity;
  return Math.max(0, capacity - day.people);
}

/**
 * Whether a reservation of `people` fits the departure. The provider may accept on a day the schedule does
 * not run (they agreed it with the traveler); a closed day or a full departure refuses it.
 */
export function fitsDeparture(
  day: Omit<DepartureLoad, 'runs'>,
  people: number,
  capacity: number | null,
  privateDeparture: boolean,
): 'fits' | 'closed' | 'full' {
  if (day.closed) return 'closed';
  const left = seatsLeft({ ...day, runs: true }, capacity, privateDeparture);
  return left === null || people <= left ? 'fits' : 'full';
}
