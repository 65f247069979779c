import { ApiError } from '../../errors.ts';
import type { DayRange } from './availability.ts';

const DAY_MS = 86_400_000;

/** The longest range one write may close or reopen: two years of days, a leap day included. */
export const MAX_RANGE_DAYS = 731;

/*
 * The calendar's years. The contract's `format: date` already refuses 2026-02-30; the bounds keep day
 * arithmetic inside years PostgreSQL and `Date` both write as four digits (year 0 or 10000 would not be).
 */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2999-12-31';

/** The day `count` days after a 'YYYY-MM-DD' day (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from the first to the second ('YYYY-MM-DD'); 0 for the same day. */
export function daysBetween(first: string, second: string): number {
  return Math.round((Date.parse(`${second}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);
}

/** Today as the calendar reads it (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

const invalid = (field: string, message: string) => new ApiError(400, 'invalid_request', message, field);

/** 400 naming the field when a day is outside the calendar's years (promotions and special prices too). */
export function checkDay(field: string, day: string | null | undefined) {
  if (day !== null && day !== undefined && (day < FIRST_DAY || day > LAST_DAY)) {
    throw invalid(field, `${field} must be between ${FIRST_DAY} and ${LAST_DAY}`);
  }
}

/**
 * The days a write names, both ends included: the end not before the start, at most `MAX_RANGE_DAYS`
 * days, inside the calendar's years. 400 naming the field otherwise.
 */
export function dayRangeOf(startDate: string, endDate: string): DayRange {
  checkDay('start_date', startDate);
  if (endDate < startDate) throw invalid('end_date', 'end_date must not be before start_date');
  if (daysBetween(startDate, endDate) + 1 > MAX_RANGE_DAYS || endDate > LAST_DAY) {
    throw invalid('end_date', `end_date must be at most ${MAX_RANGE_DAYS} days from start_date`);
  }
  return { start: startDate, last: endDate };
}

/** The window's days, both ends included; a start outside the calendar's years is 400 (field start). */
export function windowOf(start: string, days: number) {
  try {
    return dayRangeOf(start, addDays(start, days - 1));
  } catch {
    throw new ApiError(400, 'invalid_request', 'start is outside the calendar', 'start');
  }
}
