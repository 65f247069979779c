// The scheduleDay machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'scheduleDay',
  context: {
    day: 1,
    setting: { always_open: false, closed: false, opening_time: null, closing_time: null },
    copyTargets: [1, 2, 3, 4, 5, 6, 7],
  },
  type: 'parallel',
  states: {
    kind: {
      initial: 'scheduled',
      on: {
        'setting.apply': [
          { target: '.alwaysOpen', guard: 'isAlwaysOpenSetting' },
          { target: '.closed', guard: 'isClosedSetting' },
          { target: '.scheduled.ready', guard: 'hasBothHoursSetting', actions: 'takeAppliedHours' },
          { target: '.scheduled.needsHours', actions: 'takeAppliedHours' },
        ],
      },
      states: {
        scheduled: {
          initial: 'needsHours',
          entry: 'markScheduled',
          on: {
            'kind.alwaysOpen': { target: 'alwaysOpen' },
            'kind.closed': { target: 'closed' },
            'hours.opening': [
              { target: '.ready', guard: 'isTimeChoice && isClosingChosen', actions: 'setOpening' },
              { target: '.needsHours', guard: 'isTimeChoice', actions: 'setOpening' },
            ],
            'hours.closing': [
              { target: '.ready', guard: 'isTimeChoice && isOpeningChosen', actions: 'setClosing' },
              { target: '.needsHours', guard: 'isTimeChoice', actions: 'setClosing' },
            ],
          },
          states: { needsHours: { tags: ['incomplete'] }, ready: { tags: ['complete'] } },
        },
        alwaysOpen: {
          tags: ['complete'],
          entry: 'markAlwaysOpen',
          on: { 'kind.scheduled': { target: 'scheduled' }, 'kind.closed': { target: 'closed' } },
        },
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
        hidden: { on: { 'copy.open': { target: 'choosingDays', actions: 'selectEveryday' } } },
        choosingDays: {
          on: {
            'copy.toggleDay': { actions: 'toggleCopyTarget' },
            'copy.everyday': { actions: 'toggleEveryday' },
            'copy.apply': {
              target: 'hidden',
              guard: 'hasOtherCopyTargets && !in #scheduleDay.kind.scheduled.needsHours',
              actions: ['copySetting', 'selectEveryday'],
            },
            'copy.cancel': { target: 'hidden', actions: 'selectEveryday' },
          },
        },
      },
    },
  },
});
