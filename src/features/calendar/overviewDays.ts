import type { components } from '../../../openapi/schema.d.ts';

type AvailabilityEntry = components['schemas']['AvailabilityEntry'];

/** The calendar of all products shows this many days at a time (issue 13). */
export const WINDOW_DAYS = 30;

/** What a product's day holds, as the calendar of all products draws it. */
export type DayState = 'free' | 'noDeparture' | 'blocked' | 'reserved' | 'imported' | 'conflict';

/*
 * Days are ISO dates (YYYY-MM-DD) read at UTC midnight, so no time zone or summer-time change moves one: the
 * arithmetic stays off Temporal, whose polyfill this page would otherwise download.
 */
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

export const addDays = (day: string, count: number): string => isoOf(utc(day) + count * DAY_MS);

/** The `count` days from `start` on. */
export const windowDays = (start: string, count = WINDOW_DAYS): string[] =>
  Array.from({ length: count }, (_, index) => addDays(start, index));

/** 0 for Sunday … 6 for Saturday. */
export const weekday = (day: string): number => new Date(utc(day)).getUTCDay();

const contains = (entry: AvailabilityEntry, day: string) => entry.start_date <= day && day <= entry.end_date;

/** Which of a day's ranges speaks for it: a clash first, then a reservation, an import, a hand-made block. */
function rank(entry: AvailabilityEntry): number {
  if (entry.conflict) return 4;
  if (entry.lock_type === 'reserved') return 3;
  return entry.feed_id ? 2 : 1;
}

export const stateOf = (entry: AvailabilityEntry): DayState =>
  (['free', 'blocked', 'imported', 'reserved', 'conflict'] as const)[rank(entry)]!;

/** The range that decides how a product's day is drawn, or undefined when the day is free. */
export function rangeOn(ranges: readonly AvailabilityEntry[], day: string): AvailabilityEntry | undefined {
  let found: AvailabilityEntry | undefined;
  for (const entry of ranges) {
    if (contains(entry, day) && (!found || rank(entry) > rank(found))) found = entry;
  }
  return found;
}

/**
 * How a product's day is drawn: by the range that speaks for it, else, for a thing to do, as a day its
 * schedule runs no departure (issue 16), else free.
 */
export function dayStateOf(
  ranges: readonly AvailabilityEntry[],
  noDeparture: ReadonlySet<string>,
  day: string,
) {
  const entry = rangeOn(ranges, day);
  const state: DayState = entry ? stateOf(entry) : noDeparture.has(day) ? 'noDeparture' : 'free';
  return { entry, state };
}

/** A selection of days across products, both ends included. */
export interface OverviewSelection {
  productIds: readonly string[];
  from: string;
  to: string;
}

/** The days and rows between two cells, whichever was pressed first. */
export function spanOf(
  rows: readonly string[],
  anchor: { productId: string; day: string },
  other: { productId: string; day: string },
): OverviewSelection {
  const a = rows.indexOf(anchor.productId);
  const b = rows.indexOf(other.productId);
  const [first, last] = a <= b ? [a, b] : [b, a];
  const [from, to] = anchor.day <= other.day ? [anchor.day, other.day] : [other.day, anchor.day];
  return { productIds: rows.slice(first, last + 1), from, to };
}

/** The selection has products and two days in order. */
export const isComplete = (selection: OverviewSelection): boolean =>
  selection.productIds.length > 0 &&
  /^\d{4}-\d{2}-\d{2}$/.test(selection.from) &&
  selection.from <= selection.to;
