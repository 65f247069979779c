// The calendarRange machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'calendarRange',
  context: {
    singleDay: false,
    blocked: [{ availabilityId: 'a1', start: '2026-03-10', end: '2026-03-12', note: 'Mantenimiento' }],
    taken: [
      { availabilityId: 'a1', start: '2026-03-10', end: '2026-03-12', note: 'Mantenimiento' },
      { start: '2026-03-25', end: '2026-03-27' },
    ],
    start: null,
    end: null,
    lockType: 'blocked',
    note: '',
    unblocking: null,
  },
  initial: 'selecting',
  states: {
    selecting: {
      initial: 'empty',
      on: {
        'calendar.save': [
          { target: 'saving', guard: 'hasTwoDates', actions: 'rememberSave' },
          { target: 'saving', guard: 'isFreeSingleDay', actions: ['endOnStart', 'rememberSave'] },
          { target: 'overlapError', guard: 'isTakenSingleDay', actions: 'clearSelection' },
          { target: 'missingDates' },
        ],
      },
      states: {
        empty: {
          on: {
            'calendar.click': [
              {
                target: '#calendarRange.confirmingUnblock',
                guard: 'isStoredBlockedDay',
                actions: ['rememberUnblockingDay', 'pickDay'],
              },
              { target: 'startPicked', actions: 'pickStart' },
            ],
          },
        },
        startPicked: {
          on: {
            'calendar.click': [
              {
                target: '#calendarRange.confirmingUnblock',
                guard: 'isStoredBlockedRange',
                actions: ['rememberUnblocking', 'pickEnd'],
              },
              {
                target: '#calendarRange.overlapError',
                guard: 'overlapsTakenRange',
                actions: 'clearSelection',
              },
              { target: 'rangePicked', actions: 'pickEnd' },
            ],
          },
        },
        rangePicked: {
          on: {
            'calendar.click': [
              {
                target: '#calendarRange.confirmingUnblock',
                guard: 'isStoredBlockedDay',
                actions: ['rememberUnblockingDay', 'pickDay'],
              },
              { target: 'startPicked', actions: 'pickStart' },
            ],
          },
        },
      },
    },
    confirmingUnblock: {
      on: {
        'dialog.confirm': { target: 'unblocking' },
        'dialog.cancel': { target: 'selecting', actions: 'clearSelection' },
      },
    },
    unblocking: {
      tags: ['busy'],
      invoke: {
        id: 'saveAvailability',
        src: 'saveAvailability',
        onDone: { target: 'reloading' },
        onError: { target: 'selecting', actions: ['clearSelection', 'reportFailure'] },
      },
    },
    overlapError: { on: { 'dialog.close': { target: 'selecting' } } },
    missingDates: {
      on: {
        'dialog.close': [{ target: 'selecting.startPicked', guard: 'hasStartDate' }, { target: 'selecting.empty' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAvailability',
        src: 'saveAvailability',
        onDone: { target: 'reloading' },
        onError: { target: 'selecting.rangePicked', actions: 'reportFailure' },
      },
    },
    reloading: {
      tags: ['busy'],
      entry: 'clearSelection',
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        onDone: { target: 'selecting', actions: 'storeRanges' },
        onError: { target: 'selecting', actions: 'reportFailure' },
      },
    },
  },
});
