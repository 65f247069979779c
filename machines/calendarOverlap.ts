import { Temporal } from 'temporal-polyfill';

/**
 * A run of calendar days, both ends included, as ISO PlainDate strings ('2026-03-14').
 * Days are inclusive: a range ending on the 12th and one starting on the 12th share that night's
 * day, so they overlap. Only ranges that leave a day between them (…12th / 13th…) do not.
 */
export interface DateRange {
  start: string;
  end: string;
}

/** -1, 0 or 1 as `a` falls before, on or after `b`. */
export const compareDays = (a: string, b: string): number => Temporal.PlainDate.compare(a, b);

/** The range two clicked days span, the earlier one first whatever the click order. */
export function orderedRange(first: string, second: string): DateRange {
  return compareDays(first, second) <= 0 ? { start: first, end: second } : { start: second, end: first };
}

/** Both ends on the same days (the range's order is taken as given). */
export const sameRange = (a: DateRange, b: DateRange): boolean =>
  compareDays(a.start, b.start) === 0 && compareDays(a.end, b.end) === 0;

/** Two ranges share at least one day. */
export const rangesShareADay = (a: DateRange, b: DateRange): boolean =>
  compareDays(a.start, b.end) <= 0 && compareDays(b.start, a.end) <= 0;

/** The range shares a day with any of the stored ones. */
export const overlaps = (range: DateRange, ranges: readonly DateRange[]): boolean =>
  ranges.some((stored) => rangesShareADay(range, stored));

/** The stored range the selection matches exactly, if any. */
export const findSameRange = <R extends DateRange>(range: DateRange, ranges: readonly R[]): R | undefined =>
  ranges.find((stored) => sameRange(range, stored));
