import { Temporal } from 'temporal-polyfill';

/*
 * The days of the month grid, as ISO dates ('2026-04-14'). Weeks start on Monday, as in Guatemala and most of
 * the Spanish-speaking world; the grid's columns follow.
 */

/** A month as YYYY-MM. */
export type Month = string;

export const monthOf = (date: string): Month => date.slice(0, 7);

export const addMonths = (month: Month, months: number): Month =>
  Temporal.PlainYearMonth.from(month).add({ months }).toString();

export const addDays = (date: string, days: number): string =>
  Temporal.PlainDate.from(date).add({ days }).toString();

/** The date moved by whole months, kept within the target month (31 March + 1 month is 30 April). */
export const addMonthsToDate = (date: string, months: number): string =>
  Temporal.PlainDate.from(date).add({ months }, { overflow: 'constrain' }).toString();

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (date: string): number => Temporal.PlainDate.from(date).dayOfWeek - 1;

/** The Monday and the Sunday of the date's week. */
export const weekStart = (date: string): string => addDays(date, -weekdayIndex(date));
export const weekEnd = (date: string): string => addDays(date, 6 - weekdayIndex(date));

/** A place in the month grid: a day, or a blank before the first or after the last. */
export interface GridCell {
  key: string;
  date: string | null;
}

/** The month's weeks, Monday first; places of other months are blank. */
export function weeksOf(month: Month): GridCell[][] {
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  const blank = (n: number): GridCell => ({ key: `blank-${n}`, date: null });
  const cells: GridCell[] = Array.from({ length: first.dayOfWeek - 1 }, (_, n) => blank(n));
  for (let day = 0; day < first.daysInMonth; day++) {
    const date = first.add({ days: day }).toString();
    cells.push({ key: date, date });
  }
  while (cells.length % 7 !== 0) cells.push(blank(cells.length));
  const weeks: GridCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Whether the date falls inside one of the shown months (they follow each other from `first`). */
export const isShown = (date: string, first: Month, count: number): boolean => {
  const month = monthOf(date);
  return month >= first && month <= addMonths(first, count - 1);
};

/** The first shown month that keeps `date` in view, moving the window as little as possible. */
export function windowFor(date: string, first: Month, count: number): Month {
  const month = monthOf(date);
  if (month < first) return month;
  const last = addMonths(first, count - 1);
  return month > last ? addMonths(month, -(count - 1)) : first;
}

/** A day as a UTC instant, so formatting in UTC never moves it to another day. */
const instantOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** "martes, 14 de abril de 2026" in the interface's regional locale. */
export const longDay = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instantOf(date));

/** "Abril de 2026": Spanish writes month names in lower case, but a title starts with a capital (not "De"). */
export function monthTitle(month: Month, locale: string): string {
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    instantOf(`${month}-01`),
  );
  return title.charAt(0).toLocaleUpperCase(locale) + title.slice(1);
}

/** The weekday names, Monday first: short for the column heads, long for their accessible names. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = instantOf(`2024-01-0${i + 1}`);
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(day),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day),
    };
  });
}
