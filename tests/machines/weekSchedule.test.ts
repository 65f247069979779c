import { describe, expect, it } from 'vitest';
import {
  dayProblem,
  emptyWeekSchedule,
  type ScheduleDay,
  tidyWeekSchedule,
  weekScheduleProblem,
} from '../../machines/weekSchedule.ts';

// Issue 30: the week of opening hours an attraction's and a restaurant's schedule step share (server and wizard).

const open = (day: ScheduleDay['day'], opening = '09:00', closing = '17:00'): ScheduleDay => ({
  day,
  always_open: false,
  closed: false,
  opening_time: opening,
  closing_time: closing,
});
const closed = (day: ScheduleDay['day']): ScheduleDay => ({
  day,
  always_open: false,
  closed: true,
  opening_time: null,
  closing_time: null,
});
const week = (...days: ScheduleDay[]) =>
  [1, 2, 3, 4, 5, 6, 7].map((n) => days.find((d) => d.day === n) ?? open(n as ScheduleDay['day']));

describe('a week of opening hours (machines/weekSchedule.ts)', () => {
  it('takes each day open with hours, open 24 hours or closed, and at least one day not closed', () => {
    expect(
      weekScheduleProblem(week(closed(7), { ...closed(6), closed: false, always_open: true })),
    ).toBeNull();
    expect(
      weekScheduleProblem(week(...[1, 2, 3, 4, 5, 6, 7].map((n) => closed(n as ScheduleDay['day'])))),
    ).toEqual({
      problem: 'alwaysClosed',
      day: null,
    });
  });

  it('names the first day that cannot be saved, Monday first', () => {
    expect(weekScheduleProblem(week(open(3, '17:00', '09:00'), open(5, '10:00', '10:00')))).toEqual({
      problem: 'closingBeforeOpening',
      day: 3,
    });
    expect(weekScheduleProblem(week(open(2, '09:15', '17:00')))).toEqual({
      problem: 'hoursRequired',
      day: 2,
    });
    expect(weekScheduleProblem(week().filter((d) => d.day !== 4))).toEqual({ problem: 'dayMissing', day: 4 });
    expect(weekScheduleProblem([...week(), open(6)])).toEqual({ problem: 'dayRepeated', day: 6 });
    expect(dayProblem({ always_open: true, closed: true, opening_time: null, closing_time: null })).toBe(
      'dayKindConflict',
    );
  });

  it('starts with every day waiting for its hours, which is not yet a week that can be saved', () => {
    const empty = emptyWeekSchedule();
    expect(empty.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekScheduleProblem(empty)).toEqual({ problem: 'hoursRequired', day: 1 });
  });

  it('is stored Monday first, a 24-hour or closed day without times', () => {
    const shuffled = [...week({ ...open(6), always_open: true }, { ...open(7), closed: true })].reverse();
    const tidy = tidyWeekSchedule(shuffled);
    expect(tidy.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(tidy[5]).toEqual({
      day: 6,
      always_open: true,
      closed: false,
      opening_time: null,
      closing_time: null,
    });
    expect(tidy[6]).toEqual({
      day: 7,
      always_open: false,
      closed: true,
      opening_time: null,
      closing_time: null,
    });
    expect(tidy[0]).toEqual(open(1));
  });
});
