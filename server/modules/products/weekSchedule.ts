import {
  emptyWeekSchedule,
  type ScheduleDay,
  tidyWeekSchedule,
  type WeekSchedule,
  type WeekScheduleProblem,
  weekScheduleProblem,
} from '../../../machines/weekSchedule.ts';
import { ApiError } from '../../errors.ts';

/**
 * A week of opening hours on the server (an attraction's and a restaurant's schedule step): the shared rule of
 * machines/weekSchedule.ts decides, its problem is the 400's code and the step's field names the schedule.
 */

const WHY: Record<WeekScheduleProblem, string> = {
  dayMissing: 'has no entry',
  dayRepeated: 'has more than one entry',
  dayKindConflict: 'cannot be open 24 hours and closed',
  hoursRequired: 'needs an opening and a closing time (every 30 minutes, 00:00 to 23:30)',
  closingBeforeOpening: 'must close after it opens',
  alwaysClosed: 'cannot be closed every day',
};

/** The week as stored (Monday first, no times on a 24-hour or closed day), or 400 with the rule's problem. */
export function checkedWeekSchedule(week: readonly ScheduleDay[], field = 'schedule'): WeekSchedule {
  const issue = weekScheduleProblem(week);
  if (issue) {
    const which = issue.day === null ? 'The schedule' : `Day ${issue.day} of the schedule`;
    throw new ApiError(400, issue.problem, `${which} ${WHY[issue.problem]}`, field);
  }
  return tidyWeekSchedule(week);
}

/** What a schedule step reads before its first save: every day open, its hours not chosen yet. */
export const defaultWeekSchedule = (): WeekSchedule => emptyWeekSchedule();
