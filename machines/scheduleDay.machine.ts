import { and, assertEvent, assign, emit, not, setup, stateIn } from 'xstate';
import { isTimeChoice } from './timeChoices.ts';

/** Weekdays as the schedule stores them (SPEC §9): 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day of an attraction's or restaurant's schedule, as saved (SPEC §3 "schedule day"). */
export interface DaySetting {
  always_open: boolean;
  closed: boolean;
  opening_time: string | null;
  closing_time: string | null;
}

export interface ScheduleDayInput {
  day: Weekday;
}

export interface ScheduleDayContext {
  day: Weekday;
  /** What will be saved for this day; the states say which of the three kinds the screen shows. */
  setting: DaySetting;
  /** The weekday group of the copy panel; the "everyday" box is ticked when all seven are. */
  copyTargets: Weekday[];
}

export type ScheduleDayEvent =
  | { type: 'kind.scheduled' }
  | { type: 'kind.alwaysOpen' }
  | { type: 'kind.closed' }
  | { type: 'hours.opening'; time: string }
  | { type: 'hours.closing'; time: string }
  | { type: 'setting.apply'; setting: DaySetting }
  | { type: 'copy.open' }
  | { type: 'copy.toggleDay'; day: Weekday }
  | { type: 'copy.everyday' }
  | { type: 'copy.apply' }
  | { type: 'copy.cancel' };

/** Sent to the week (the parent) when this day's setting is copied onto other days. */
export type ScheduleDayEmitted = {
  type: 'schedule.copy';
  from: Weekday;
  days: Weekday[];
  setting: DaySetting;
};

export const isEveryday = (days: readonly Weekday[]) => WEEKDAYS.every((d) => days.includes(d));

const appliedSetting = ({ event }: { event: ScheduleDayEvent }) => {
  assertEvent(event, 'setting.apply');
  return event.setting;
};

/**
 * One day of the weekly schedule (SPEC §4 "Schedule day type"): scheduled hours, 24 hours or
 * closed, choosing one resets the others; scheduled hours need an opening and a closing time.
 * The day's setting can be copied to other days picked in a weekday group (default Monday–Sunday).
 */
export const scheduleDayMachine = setup({
  types: {
    context: {} as ScheduleDayContext,
    input: {} as ScheduleDayInput,
    events: {} as ScheduleDayEvent,
    emitted: {} as ScheduleDayEmitted,
  },
  guards: {
    isTimeChoice: ({ event }) => {
      assertEvent(event, ['hours.opening', 'hours.closing']);
      return isTimeChoice(event.time);
    },
    isOpeningChosen: ({ context }) => context.setting.opening_time !== null,
    isClosingChosen: ({ context }) => context.setting.closing_time !== null,
    isAlwaysOpenSetting: (args) => appliedSetting(args).always_open,
    isClosedSetting: (args) => appliedSetting(args).closed,
    hasBothHoursSetting: (args) => {
      const { opening_time, closing_time } = appliedSetting(args);
      return isTimeChoice(opening_time) && isTimeChoice(closing_time);
    },
    hasOtherCopyTargets: ({ context }) => context.copyTargets.some((d) => d !== context.day),
  },
  actions: {
    markScheduled: assign({
      setting: ({ context }) => ({ ...context.setting, always_open: false, closed: false }),
    }),
    markAlwaysOpen: assign({
      setting: { always_open: true, closed: false, opening_time: null, closing_time: null },
    }),
    markClosed: assign({
      setting: { always_open: false, closed: true, opening_time: null, closing_time: null },
    }),
    setOpening: assign({
      setting: ({ context, event }) => {
        assertEvent(event, 'hours.opening');
        return { ...context.setting, opening_time: event.time };
      },
    }),
    setClosing: assign({
      setting: ({ context, event }) => {
        assertEvent(event, 'hours.closing');
        return { ...context.setting, closing_time: event.time };
      },
    }),
    takeAppliedHours: assign({
      setting: (args) => {
        const { opening_time, closing_time } = appliedSetting(args);
        return {
          always_open: false,
          closed: false,
          opening_time: isTimeChoice(opening_time) ? opening_time : null,
          closing_time: isTimeChoice(closing_time) ? closing_time : null,
        };
      },
    }),
    selectEveryday: assign({ copyTargets: () => [...WEEKDAYS] }),
    toggleCopyTarget: assign({
      copyTargets: ({ context, event }) => {
        assertEvent(event, 'copy.toggleDay');
        const on = context.copyTargets.includes(event.day);
        return WEEKDAYS.filter((d) => (d === event.day ? !on : context.copyTargets.includes(d)));
      },
    }),
    toggleEveryday: assign({
      copyTargets: ({ context }) => (isEveryday(context.copyTargets) ? [] : [...WEEKDAYS]),
    }),
    copySetting: emit(({ context }) => ({
      type: 'schedule.copy' as const,
      from: context.day,
      days: context.copyTargets.filter((d) => d !== context.day),
      setting: context.setting,
    })),
  },
}).createMachine({
  id: 'scheduleDay',
  type: 'parallel',
  context: ({ input }) => ({
    day: input.day,
    setting: { always_open: false, closed: false, opening_time: null, closing_time: null },
    copyTargets: [...WEEKDAYS],
  }),
  states: {
    kind: {
      initial: 'scheduled',
      on: {
        // A stored setting (on load) or one copied from another day.
        'setting.apply': [
          { guard: 'isAlwaysOpenSetting', target: '.alwaysOpen' },
          { guard: 'isClosedSetting', target: '.closed' },
          { guard: 'hasBothHoursSetting', target: '.scheduled.ready', actions: 'takeAppliedHours' },
          { target: '.scheduled.needsHours', actions: 'takeAppliedHours' },
        ],
      },
      states: {
        // "Scheduled hours" is ticked: the opening and closing selectors show.
        scheduled: {
          initial: 'needsHours',
          entry: 'markScheduled',
          on: {
            'kind.alwaysOpen': { target: 'alwaysOpen' },
            'kind.closed': { target: 'closed' },
            'hours.opening': [
              { guard: and(['isTimeChoice', 'isClosingChosen']), target: '.ready', actions: 'setOpening' },
              { guard: 'isTimeChoice', target: '.needsHours', actions: 'setOpening' },
            ],
            'hours.closing': [
              { guard: and(['isTimeChoice', 'isOpeningChosen']), target: '.ready', actions: 'setClosing' },
              { guard: 'isTimeChoice', target: '.needsHours', actions: 'setClosing' },
            ],
          },
          states: {
            // An opening or a closing time is still to be chosen; the day cannot be saved yet.
            needsHours: { tags: ['incomplete'] },
            // Both times chosen: the day is ready to save.
            ready: { tags: ['complete'] },
          },
        },
        // "24 hours" is ticked: open all day, no times asked.
        alwaysOpen: {
          tags: ['complete'],
          entry: 'markAlwaysOpen',
          on: { 'kind.scheduled': { target: 'scheduled' }, 'kind.closed': { target: 'closed' } },
        },
        // "Closed" is ticked: no times asked.
        closed: {
          tags: ['complete'],
          entry: 'markClosed',
          on: { 'kind.scheduled': { target: 'scheduled' }, 'kind.alwaysOpen': { target: 'alwaysOpen' } },
        },
      },
    },
    copy: {
      initial: 'hidden',
      states: {
        // The "copy to other days" panel is folded away.
        hidden: {
          on: { 'copy.open': { target: 'choosingDays', actions: 'selectEveryday' } },
        },
        // The weekday group shows, every day ticked at first; the person picks where to copy.
        choosingDays: {
          on: {
            'copy.toggleDay': { actions: 'toggleCopyTarget' },
            'copy.everyday': { actions: 'toggleEveryday' },
            'copy.apply': {
              // A scheduled day without both times has nothing worth copying yet.
              guard: and(['hasOtherCopyTargets', not(stateIn('#scheduleDay.kind.scheduled.needsHours'))]),
              target: 'hidden',
              actions: ['copySetting', 'selectEveryday'],
            },
            'copy.cancel': { target: 'hidden', actions: 'selectEveryday' },
          },
        },
      },
    },
  },
});
