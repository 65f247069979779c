import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type DateRange, findSameRange, orderedRange, overlaps } from './calendarOverlap.ts';

/** What a saved range means: closed to bookings, or open again. The app maps these to lock ids (SPEC §9). */
export type LockType = 'blocked' | 'available';

/** A stored blocked range (SPEC §3 availability entry), days inclusive. */
export interface BlockedRange extends DateRange {
  availabilityId: string;
  note: string;
}

/**
 * The stored ranges: `blocked` are the provider's own blocked ranges, the only ones that can be reopened;
 * `taken` are every range a new one may not share a day with (those, reservations and imported ranges).
 * Without `taken`, the provider's own ranges are all there is.
 */
export interface CalendarRangeInput {
  blocked: readonly BlockedRange[];
  taken?: readonly DateRange[];
  /**
   * A departures calendar (things to do, issue 16): one picked day is saved alone (start..start), and one
   * click on a stored one-day blocked range offers to reopen it. Stays leave it out: saving needs two dates.
   */
  singleDay?: boolean;
}

/** What `saveAvailability` stores: the range, its lock type and note; an id when reopening a stored range. */
export interface AvailabilitySave extends DateRange {
  lockType: LockType;
  note: string;
  availabilityId: string | null;
}

interface CalendarRangeContext {
  singleDay: boolean;
  blocked: readonly BlockedRange[];
  taken: readonly DateRange[];
  start: string | null;
  end: string | null;
  lockType: LockType;
  note: string;
  /** The stored range the person picked exactly, while they confirm reopening it. */
  unblocking: BlockedRange | null;
}

type CalendarRangeEvent =
  | { type: 'calendar.click'; date: string }
  | { type: 'calendar.save'; lockType: LockType; note: string }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'dialog.close' };

const rangesOf = (stored: CalendarRangeInput) => ({
  blocked: stored.blocked,
  taken: stored.taken ?? stored.blocked,
});

/** The clicked day alone, as a one-day range. */
const clickedDay = (event: CalendarRangeEvent): DateRange => {
  assertEvent(event, 'calendar.click');
  return { start: event.date, end: event.date };
};

/** The first day alone, while no second day is picked; null otherwise. */
const oneDayOf = ({ start, end }: CalendarRangeContext): DateRange | null =>
  start !== null && end === null ? { start, end: start } : null;

/** The selection a second click makes, from the first day and the clicked one. */
const selectionOf = (context: CalendarRangeContext, event: CalendarRangeEvent): DateRange => {
  assertEvent(event, 'calendar.click');
  return orderedRange(context.start!, event.date);
};

/**
 * The availability calendar (SPEC §4): two clicks pick a range, a third starts again. Picking one of the
 * provider's blocked ranges exactly offers to reopen it; a range that touches any stored range (blocked,
 * reserved or imported) is refused. A picked range is
 * saved with a lock type and note, then the stored ranges are loaded again. A departures calendar
 * (`singleDay`) also saves one picked day alone, and reopens a closed departure with one click on it.
 */
const calendarRangeSetup = setup({
  types: {
    context: {} as CalendarRangeContext,
    input: {} as CalendarRangeInput,
    events: {} as CalendarRangeEvent,
  },
  actors: {
    saveAvailability: fromPromise<unknown, AvailabilitySave>(async () => {
      throw new Error('saveAvailability not provided');
    }),
    loadAvailability: fromPromise<CalendarRangeInput, void>(async () => {
      throw new Error('loadAvailability not provided');
    }),
  },
  guards: {
    isStoredBlockedRange: ({ context, event }) =>
      findSameRange(selectionOf(context, event), context.blocked) !== undefined,
    overlapsTakenRange: ({ context, event }) => overlaps(selectionOf(context, event), context.taken),
    isStoredBlockedDay: ({ context, event }) =>
      context.singleDay && findSameRange(clickedDay(event), context.blocked) !== undefined,
    isFreeSingleDay: ({ context }) => {
      const day = oneDayOf(context);
      return context.singleDay && day !== null && !overlaps(day, context.taken);
    },
    isTakenSingleDay: ({ context }) => {
      const day = oneDayOf(context);
      return context.singleDay && day !== null && overlaps(day, context.taken);
    },
    hasTwoDates: ({ context }) => context.start !== null && context.end !== null,
    hasStartDate: ({ context }) => context.start !== null,
  },
  actions: {
    pickStart: assign(({ event }) => {
      assertEvent(event, 'calendar.click');
      return { start: event.date, end: null };
    }),
    pickEnd: assign(({ context, event }) => selectionOf(context, event)),
    pickDay: assign(({ event }) => clickedDay(event)),
    endOnStart: assign(({ context }) => ({ end: context.start })),
    rememberUnblocking: assign(({ context, event }) => ({
      unblocking: findSameRange(selectionOf(context, event), context.blocked) ?? null,
    })),
    rememberUnblockingDay: assign(({ context, event }) => ({
      unblocking: findSameRange(clickedDay(event), context.blocked) ?? null,
    })),
    clearSelection: assign({ start: null, end: null, unblocking: null }),
    rememberSave: assign(({ event }) => {
      assertEvent(event, 'calendar.save');
      return { lockType: event.lockType, note: event.note };
    }),
    storeRanges: assign((_, params: { stored: CalendarRangeInput }) => rangesOf(params.stored)),
    // SPEC §8: a failed availability save is only logged; the app supplies the logger (and tells the person).
    reportFailure: (_, _params: { error: unknown; during: 'save' | 'load' }) => {},
  },
});

/** A click with nothing picked: by departure, a closed departure's day asks to reopen it; else it starts a range. */
const firstClick = [
  {
    guard: 'isStoredBlockedDay',
    target: '#calendarRange.confirmingUnblock',
    actions: ['rememberUnblockingDay', 'pickDay'],
  },
  { target: 'startPicked', actions: 'pickStart' },
] as const;

export const calendarRangeMachine = calendarRangeSetup.createMachine({
  id: 'calendarRange',
  initial: 'selecting',
  context: ({ input }) => ({
    singleDay: input.singleDay ?? false,
    ...rangesOf(input),
    start: null,
    end: null,
    lockType: 'blocked',
    note: '',
    unblocking: null,
  }),
  states: {
    selecting: {
      initial: 'empty',
      on: {
        'calendar.save': [
          { guard: 'hasTwoDates', target: 'saving', actions: 'rememberSave' },
          { guard: 'isFreeSingleDay', target: 'saving', actions: ['endOnStart', 'rememberSave'] },
          { guard: 'isTakenSingleDay', target: 'overlapError', actions: 'clearSelection' },
          { target: 'missingDates' },
        ],
      },
      states: {
        // Nothing picked: the next click marks the first day (or, by departure, asks to reopen a closed one).
        empty: {
          on: { 'calendar.click': firstClick },
        },
        // The first day is marked; the next click closes the range.
        startPicked: {
          on: {
            'calendar.click': [
              {
                guard: 'isStoredBlockedRange',
                target: '#calendarRange.confirmingUnblock',
                // Both read the first day, so the stored range is found before the end is written.
                actions: ['rememberUnblocking', 'pickEnd'],
              },
              {
                guard: 'overlapsTakenRange',
                target: '#calendarRange.overlapError',
                actions: 'clearSelection',
              },
              { target: 'rangePicked', actions: 'pickEnd' },
            ],
          },
        },
        // A range is marked and can be saved; another click starts a new range.
        rangePicked: {
          on: { 'calendar.click': firstClick },
        },
      },
    },
    // "Make these dates available again?" for a stored blocked range picked exactly.
    confirmingUnblock: {
      on: {
        'dialog.confirm': { target: 'unblocking' },
        'dialog.cancel': { target: 'selecting', actions: 'clearSelection' },
      },
    },
    // The stored blocked range is being reopened.
    unblocking: {
      tags: ['busy'],
      invoke: {
        id: 'saveAvailability',
        src: 'saveAvailability',
        input: ({ context }) => ({
          start: context.unblocking!.start,
          end: context.unblocking!.end,
          lockType: 'available',
          note: context.unblocking!.note,
          availabilityId: context.unblocking!.availabilityId,
        }),
        onDone: { target: 'reloading' },
        onError: {
          target: 'selecting',
          actions: [
            'clearSelection',
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error, during: 'save' }) },
          ],
        },
      },
    },
    // Error modal (prov.ly.error / errorDesc): the range touched taken days and was cleared.
    overlapError: {
      on: { 'dialog.close': { target: 'selecting' } },
    },
    // Warning modal (prov.ly.warning / warningDesc): saving needs a first and a last day (by departure, a day).
    missingDates: {
      on: {
        'dialog.close': [
          { guard: 'hasStartDate', target: 'selecting.startPicked' },
          { target: 'selecting.empty' },
        ],
      },
    },
    // The picked range is being stored with its lock type and note.
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAvailability',
        src: 'saveAvailability',
        input: ({ context }) => ({
          start: context.start!,
          end: context.end!,
          lockType: context.lockType,
          note: context.note,
          availabilityId: null,
        }),
        onDone: { target: 'reloading' },
        onError: {
          target: 'selecting.rangePicked',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error, during: 'save' }) },
        },
      },
    },
    // Saved: the calendar loads the stored ranges again and starts with no selection.
    reloading: {
      tags: ['busy'],
      entry: 'clearSelection',
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        onDone: {
          target: 'selecting',
          actions: { type: 'storeRanges', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: {
          target: 'selecting',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error, during: 'load' }) },
        },
      },
    },
  },
});
