/**
 * A week of opening hours (SPEC §3 "schedule day", §4 "Schedule day type"): the rule an attraction's and a
 * restaurant's schedule step share, on the server and in the wizard. Pure TypeScript; one day's form is
 * machines/scheduleDay.machine.ts, whose types these are.
 */
import { type DaySetting, WEEKDAYS, type Weekday } from './scheduleDay.machine.ts';
import { isTimeChoice } from './timeChoices.ts';

/** One day as saved and sent: its weekday and its setting. */
export interface ScheduleDay extends DaySetting {
  day: Weekday;
}

/** The seven days, Monday first. */
export type WeekSchedule = ScheduleDay[];

/** Why a week cannot be saved. */
export type WeekScheduleProblem =
  /** A weekday has no entry: each of the seven must say open, 24 hours or closed. */
  | 'dayMissing'
  /** A weekday has two entries. */
  | 'dayRepeated'
  /** A day is both "24 hours" and "closed". */
  | 'dayKindConflict'
  /** A day with scheduled hours lacks its opening or closing time, or has one that is no time choice. */
  | 'hoursRequired'
  /** A day closes at or before it opens (both times of one day; a night past midnight is not offered). */
  | 'closingBeforeOpening'
  /** Every day is closed: nothing could be visited. */
  | 'alwaysClosed';

/** The problem and the day it was found on (null for one of the whole week). */
export interface WeekScheduleIssue {
  problem: WeekScheduleProblem;
  day: Weekday | null;
}

/** A day with scheduled hours and none chosen yet: what the step reads before its first save. */
export const unscheduledDay = (day: Weekday): ScheduleDay => ({
  day,
  always_open: false,
  closed: false,
  opening_time: null,
  closing_time: null,
});

/** The week before the provider says anything: every day waiting for its hours. */
export const emptyWeekSchedule = (): WeekSchedule => WEEKDAYS.map(unscheduledDay);

/** One day's problem, or null when it is open with hours, open 24 hours or closed. */
export function dayProblem(day: DaySetting): WeekScheduleProblem | null {
  if (day.always_open && day.closed) return 'dayKindConflict';
  if (day.always_open || day.closed) return null;
  if (!isTimeChoice(day.opening_time) || !isTimeChoice(day.closing_time)) return 'hoursRequired';
  return day.closing_time > day.opening_time ? null : 'closingBeforeOpening';
}

/** The first reason the week cannot be saved, Monday first; null when it can. */
export function weekScheduleProblem(week: readonly ScheduleDay[]): WeekScheduleIssue | null {
  for (const day of WEEKDAYS) {
    const entries = week.filter((entry) => entry.day === day);
    if (entries.length === 0) return { problem: 'dayMissing', day };
    if (entries.length > 1) return { problem: 'dayRepeated', day };
    const problem = dayProblem(entries[0]!);
    if (problem) return { problem, day };
  }
  return week.every((entry) => entry.closed) ? { problem: 'alwaysClosed', day: null } : null;
}

/**
 * The week as stored: Monday first, and only what each day's kind says (SPEC §4: choosing one kind resets the
 * others), so a 24-hour or closed day keeps no times. Call it on a week weekScheduleProblem accepted.
 */
export const tidyWeekSchedule = (week: readonly ScheduleDay[]): WeekSchedule =>
  WEEKDAYS.map((day) => {
    const entry = week.find((e) => e.day === day) ?? unscheduledDay(day);
    return entry.always_open || entry.closed
      ? { day, always_open: entry.always_open, closed: entry.closed, opening_time: null, closing_time: null }
      : {
          day,
          always_open: false,
          closed: false,
          opening_time: entry.opening_time,
          closing_time: entry.closing_time,
        };
  });
