import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { WEEKDAYS, type Weekday } from '../../../../machines/scheduleDay.machine.ts';
import { isTimeChoice } from '../../../../machines/timeChoices.ts';
import {
  dayProblem,
  type ScheduleDay,
  unscheduledDay,
  type WeekSchedule,
  type WeekScheduleProblem,
  weekScheduleProblem,
} from '../../../../machines/weekSchedule.ts';
import { stepMessages } from '../stepMessages.ts';

/**
 * The week of opening hours inside a step's Mantine form: its values are `schedule`, Monday first (so day d is at
 * `schedule.<d - 1>`), and its messages are the shared rule's problems (machines/weekSchedule.ts, which the server
 * answers with too), each put on the day and the field it is about.
 */

/** What a refused week says, by the rule's problem. "Hours required" is said on the missing time itself. */
const PROBLEMS: Record<WeekScheduleProblem, MessageDescriptor> = {
  dayMissing: msg`Indica el horario de cada día de la semana`,
  dayRepeated: msg`Cada día de la semana tiene un solo horario`,
  dayKindConflict: msg`Un día no puede estar abierto las 24 horas y cerrado a la vez`,
  hoursRequired: stepMessages.required,
  closingBeforeOpening: msg`La hora de cierre debe ser posterior a la de apertura`,
  alwaysClosed: msg`Abre al menos un día de la semana`,
};

/** The form field of the whole week, where a problem of no single day is said. */
export const WEEK_FIELD = 'schedule';

const dayPath = (day: Weekday) => `${WEEK_FIELD}.${WEEKDAYS.indexOf(day)}`;

/** Where a day's messages go: the day itself (its kind), its opening and its closing time. */
export const dayFields = (day: Weekday) => {
  const path = dayPath(day);
  return { day: path, opening: `${path}.opening_time`, closing: `${path}.closing_time` };
};

/** The stored week as the form starts from it: Monday first, a day the server left out waiting for its hours. */
export const weekOnScreen = (stored: readonly ScheduleDay[] | undefined): WeekSchedule =>
  WEEKDAYS.map((day) => {
    const entry = stored?.find((e) => e.day === day);
    return entry
      ? {
          day,
          always_open: entry.always_open,
          closed: entry.closed,
          opening_time: entry.opening_time,
          closing_time: entry.closing_time,
        }
      : unscheduledDay(day);
  });

/**
 * Every day's problem at once, on its field (a missing time on that time, a closing at or before the opening on the
 * closing), and a problem of the whole week on the week: the same rule as the server's, so a week the form lets
 * through is one the server keeps.
 */
export function weekScheduleErrors(week: readonly ScheduleDay[]): FormErrors {
  const errors: FormErrors = {};
  const say = (problem: WeekScheduleProblem) => i18n._(PROBLEMS[problem]);
  for (const entry of week) {
    const problem = dayProblem(entry);
    if (!problem) continue;
    const fields = dayFields(entry.day);
    if (problem === 'hoursRequired') {
      if (!isTimeChoice(entry.opening_time)) errors[fields.opening] = say(problem);
      if (!isTimeChoice(entry.closing_time)) errors[fields.closing] = say(problem);
    } else if (problem === 'closingBeforeOpening') errors[fields.closing] = say(problem);
    else errors[fields.day] = say(problem);
  }
  const issue = weekScheduleProblem(week);
  if (issue && issue.day === null) errors[WEEK_FIELD] = say(issue.problem);
  else if (issue && Object.keys(errors).length === 0) errors[WEEK_FIELD] = say(issue.problem);
  return errors;
}

/** What the week editor needs from the step's form. */
export interface WeekScheduleInput {
  week: readonly ScheduleDay[];
  errors: FormErrors;
  /** A day the provider changed (or a copy reached): it goes into the form, and its old messages go. */
  onDayChange: (day: ScheduleDay) => void;
}

/** Binds the week editor to a step form whose `schedule` is the week. */
export function weekScheduleInput<Values extends { schedule: WeekSchedule }>(
  form: UseFormReturnType<Values>,
): WeekScheduleInput {
  // The form's paths are typed by its values; this part of them is the same in every step that has a week.
  const week = form as unknown as UseFormReturnType<{ schedule: WeekSchedule }>;
  return {
    week: week.values.schedule,
    errors: form.errors,
    onDayChange: (day) => {
      const fields = dayFields(day.day);
      week.setFieldValue(`schedule.${WEEKDAYS.indexOf(day.day)}`, day);
      for (const path of [fields.opening, fields.closing, WEEK_FIELD]) form.clearFieldError(path);
    },
  };
}
