import { useEffect, useRef, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import {
  type DaySetting,
  type ScheduleDayEmitted,
  scheduleDayMachine,
  WEEKDAYS,
} from '../../../../machines/scheduleDay.machine.ts';
import type { ScheduleDay } from '../../../../machines/weekSchedule.ts';

/** One day of the week on screen: its own scheduleDay machine. */
export type ScheduleDayActor = Actor<typeof scheduleDayMachine>;

const settingOf = ({ always_open, closed, opening_time, closing_time }: DaySetting): DaySetting => ({
  always_open,
  closed,
  opening_time,
  closing_time,
});

const sameSetting = (a: DaySetting, b: DaySetting) =>
  a.always_open === b.always_open &&
  a.closed === b.closed &&
  a.opening_time === b.opening_time &&
  a.closing_time === b.closing_time;

/** Each day's machine takes the week's setting for it where they differ (a stored week, a recovered draft). */
function applyWeek(days: readonly ScheduleDayActor[], week: readonly ScheduleDay[]) {
  for (const actor of days) {
    const { day, setting } = actor.getSnapshot().context;
    const wanted = week.find((entry) => entry.day === day);
    if (wanted && !sameSetting(wanted, setting))
      actor.send({ type: 'setting.apply', setting: settingOf(wanted) });
  }
}

/**
 * The seven day machines of a week of opening hours, Monday first. The form keeps the week (so it is checked, kept
 * as a draft and sent like any step's values); the machines drive each day's screen. A day the provider changes
 * goes to the form through `onDayChange`; a week the form is given (the stored one, a recovered draft) goes into
 * the machines. A day's "copy to other days" (`schedule.copy`) is applied here to the days it names
 * (`setting.apply`), and then told to `onCopied`.
 */
export function useWeekSchedule(
  week: readonly ScheduleDay[],
  onDayChange: (day: ScheduleDay) => void,
  onCopied: (copy: ScheduleDayEmitted) => void,
): readonly ScheduleDayActor[] {
  const [days] = useState(() => {
    const actors = WEEKDAYS.map((day) => createActor(scheduleDayMachine, { input: { day } }).start());
    for (const actor of actors)
      actor.on('schedule.copy', ({ days: targets, setting }) => {
        for (const target of targets)
          actors[WEEKDAYS.indexOf(target)]?.send({ type: 'setting.apply', setting });
      });
    applyWeek(actors, week);
    return actors;
  });

  const latest = useRef({ week, onDayChange, onCopied });
  latest.current = { week, onDayChange, onCopied };

  useEffect(() => {
    const subscriptions = days.flatMap((actor) => [
      actor.subscribe(({ context: { day, setting } }) => {
        const shown = latest.current.week.find((entry) => entry.day === day);
        if (!shown || !sameSetting(shown, setting))
          latest.current.onDayChange({ day, ...settingOf(setting) });
      }),
      actor.on('schedule.copy', (copy) => latest.current.onCopied(copy)),
    ]);
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [days]);

  useEffect(() => applyWeek(days, week), [days, week]);

  return days;
}
