import { and, assertEvent, assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import {
  type DurationType,
  emptyDay,
  type Itinerary,
  type ItineraryDay,
  type ItineraryProblem,
  itineraryProblem,
  MAX_ITINERARY_DAYS,
  MIN_MULTI_DAYS,
  resizeDays,
} from './itineraryRules.ts';
import { type RequestFailure, toRequestFailure } from './requestFailure.ts';
import { isSelectorTime } from './timeChoices.ts';

export interface ItineraryContext extends Itinerary {
  problem: ItineraryProblem | null;
  /** Why the last save was refused. */
  failure: RequestFailure | null;
}

export type ItineraryEvent =
  | { type: 'itinerary.load'; itinerary: Itinerary }
  | { type: 'duration.change'; durationType: DurationType }
  | { type: 'days.count'; count: number }
  | { type: 'schedule.flexible' }
  | { type: 'schedule.fixed' }
  | { type: 'activity.add'; no_day: number; description: string; start_time: string }
  | { type: 'activity.remove'; no_day: number; number: number }
  | { type: 'startTime.add'; no_day: number; time: string }
  | { type: 'startTime.remove'; no_day: number; time: string }
  | { type: 'itinerary.submit' };

const updateDay = (days: ItineraryDay[], no_day: number, change: (day: ItineraryDay) => ItineraryDay) =>
  days.map((d) => (d.no_day === no_day ? change(d) : d));

const itineraryOf = ({ duration_type, flexible_schedules, days }: ItineraryContext): Itinerary => ({
  duration_type,
  flexible_schedules,
  days,
});

/**
 * The tour itinerary step (SPEC §4, §5): the duration type picks the layout and changing it clears
 * the itinerary; multi-day tours have 1 to 30 day blocks; flexible schedules add start-time lists.
 */
/** The layout state of each duration type (SPEC §3: 0 hours, 1 half day, 2 all day, 3 multi-day). */
const LAYOUTS = [
  ['hours', 0],
  ['halfDay', 1],
  ['allDay', 2],
  ['multiDay', 3],
] as const satisfies readonly (readonly [string, DurationType])[];

/** One transition per duration type into its layout, `prefix` '.' from the parent, '' from a sibling. */
const toLayout = <A extends 'startOver' | 'load'>(prefix: '.' | '', actions: A) =>
  LAYOUTS.map(([state, durationType]) => ({
    guard: { type: 'isDuration' as const, params: { durationType } },
    target: `${prefix}${state}`,
    actions,
  }));

export const itineraryMachine = setup({
  types: {
    context: {} as ItineraryContext,
    events: {} as ItineraryEvent,
  },
  actors: {
    saveItinerary: fromPromise<unknown, Itinerary>(async () => {
      throw new Error('saveItinerary not provided');
    }),
  },
  guards: {
    isDuration: ({ event }, params: { durationType: DurationType }) => {
      assertEvent(event, ['duration.change', 'itinerary.load']);
      const type = event.type === 'duration.change' ? event.durationType : event.itinerary.duration_type;
      return type === params.durationType;
    },
    isSameDuration: ({ context, event }) => {
      assertEvent(event, 'duration.change');
      return event.durationType === context.duration_type;
    },
    isLoadedFlexible: ({ event }) => {
      assertEvent(event, 'itinerary.load');
      return event.itinerary.flexible_schedules;
    },
    isDayCountAllowed: ({ event }) => {
      assertEvent(event, 'days.count');
      return (
        Number.isInteger(event.count) && event.count >= MIN_MULTI_DAYS && event.count <= MAX_ITINERARY_DAYS
      );
    },
    // Rule entries are only added when they hold something.
    isActivityDescribed: ({ event }) => {
      assertEvent(event, 'activity.add');
      return event.description.trim().length > 0;
    },
    isActivityTimeChosen: ({ event }) => {
      assertEvent(event, 'activity.add');
      return isSelectorTime(event.start_time);
    },
    isActivityListed: ({ context, event }) => {
      assertEvent(event, 'activity.add');
      const day = context.days.find((d) => d.no_day === event.no_day);
      const description = event.description.trim();
      return (
        !day || day.activities.some((a) => a.description === description && a.start_time === event.start_time)
      );
    },
    isStartTimeNew: ({ context, event }) => {
      assertEvent(event, 'startTime.add');
      const day = context.days.find((d) => d.no_day === event.no_day);
      return (
        isSelectorTime(event.time) && day !== undefined && !day.start_times_flexible.includes(event.time)
      );
    },
    isItineraryValid: ({ context }) => itineraryProblem(context) === null,
    // While the itinerary is being saved, or once saved, the form takes no more changes.
    isFormOpen: and([
      not(stateIn('#itinerary.submission.saving')),
      not(stateIn('#itinerary.submission.saved')),
    ]),
  },
  actions: {
    load: assign(({ event }) => {
      assertEvent(event, 'itinerary.load');
      return { ...event.itinerary, days: event.itinerary.days.map((d) => ({ ...d })) };
    }),
    startOver: assign(({ event }) => {
      assertEvent(event, 'duration.change');
      // A multi-day tour starts with the fewest days it may have; the others with their one block.
      const dayCount = event.durationType === 3 ? MIN_MULTI_DAYS : 1;
      return { duration_type: event.durationType, days: resizeDays([], dayCount), problem: null };
    }),
    resize: assign({
      days: ({ context, event }) => {
        assertEvent(event, 'days.count');
        return resizeDays(context.days, event.count);
      },
    }),
    markFlexible: assign({ flexible_schedules: true }),
    // Start times belong to flexible schedules only; a fixed one saves none.
    markFixed: assign({
      flexible_schedules: false,
      days: ({ context }) => context.days.map((d) => ({ ...d, start_times_flexible: [] })),
    }),
    addActivity: assign({
      days: ({ context, event }) => {
        assertEvent(event, 'activity.add');
        return updateDay(context.days, event.no_day, (d) => ({
          ...d,
          activities: [
            ...d.activities,
            {
              description: event.description.trim(),
              start_time: event.start_time,
              number: d.activities.length + 1,
            },
          ],
        }));
      },
    }),
    removeActivity: assign({
      days: ({ context, event }) => {
        assertEvent(event, 'activity.remove');
        return updateDay(context.days, event.no_day, (d) => ({
          ...d,
          activities: d.activities
            .filter((a) => a.number !== event.number)
            .map((a, i) => ({ ...a, number: i + 1 })),
        }));
      },
    }),
    addStartTime: assign({
      days: ({ context, event }) => {
        assertEvent(event, 'startTime.add');
        return updateDay(context.days, event.no_day, (d) => ({
          ...d,
          start_times_flexible: [...d.start_times_flexible, event.time].sort(),
        }));
      },
    }),
    removeStartTime: assign({
      days: ({ context, event }) => {
        assertEvent(event, 'startTime.remove');
        return updateDay(context.days, event.no_day, (d) => ({
          ...d,
          start_times_flexible: d.start_times_flexible.filter((t) => t !== event.time),
        }));
      },
    }),
    forgetProblems: assign({ problem: null, failure: null }),
    rememberProblem: assign({ problem: ({ context }) => itineraryProblem(context), failure: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      failure: toRequestFailure(params.error),
    })),
  },
}).createMachine({
  id: 'itinerary',
  type: 'parallel',
  context: {
    duration_type: null,
    flexible_schedules: false,
    days: [emptyDay(1)],
    problem: null,
    failure: null,
  },
  states: {
    layout: {
      initial: 'unchosen',
      on: {
        'duration.change': [
          // Picking the layout already shown changes nothing.
          { guard: or(['isSameDuration', not('isFormOpen')]) },
          ...toLayout('.', 'startOver'),
        ],
        // An activity needs words and a time ("activity time required": the view asks `can`);
        // the same activity at the same time is listed once.
        'activity.add': {
          guard: and(['isFormOpen', 'isActivityDescribed', 'isActivityTimeChosen', not('isActivityListed')]),
          actions: 'addActivity',
        },
        'activity.remove': { guard: 'isFormOpen', actions: 'removeActivity' },
      },
      states: {
        // No duration type yet: only the duration selector shows.
        unchosen: {
          on: {
            // The stored itinerary, read once per visit, opens in its own layout.
            'itinerary.load': [...toLayout('', 'load')],
          },
        },
        // A tour of some hours: one block of activities.
        hours: {},
        // A half-day tour: one block of activities.
        halfDay: {},
        // An all-day tour: one block of activities.
        allDay: {},
        // A multi-day tour: the day count sets how many day blocks show (2 to 30).
        multiDay: {
          on: { 'days.count': { guard: and(['isFormOpen', 'isDayCountAllowed']), actions: 'resize' } },
        },
      },
    },
    schedule: {
      initial: 'fixed',
      states: {
        // Fixed schedule: activities with their times, no start-time lists.
        fixed: {
          on: {
            'schedule.flexible': { guard: 'isFormOpen', target: 'flexible', actions: 'markFlexible' },
            'itinerary.load': { guard: 'isLoadedFlexible', target: 'flexible' },
          },
        },
        // Flexible schedule: each day also lists the times the tour can start.
        flexible: {
          on: {
            'schedule.fixed': { guard: 'isFormOpen', target: 'fixed', actions: 'markFixed' },
            'startTime.add': { guard: and(['isFormOpen', 'isStartTimeNew']), actions: 'addStartTime' },
            'startTime.remove': { guard: 'isFormOpen', actions: 'removeStartTime' },
          },
        },
      },
    },
    submission: {
      initial: 'editing',
      states: {
        // The provider composes the itinerary.
        editing: {
          on: {
            'itinerary.submit': [
              { guard: 'isItineraryValid', target: 'saving' },
              { target: 'incomplete', actions: 'rememberProblem' },
            ],
          },
        },
        // Sent with something missing: the problem shows until a submit finds it fixed.
        incomplete: {
          on: {
            'itinerary.submit': [
              { guard: 'isItineraryValid', target: 'saving' },
              { actions: 'rememberProblem' },
            ],
          },
        },
        // The itinerary is being saved; the form is locked.
        saving: {
          tags: ['busy'],
          entry: 'forgetProblems',
          invoke: {
            id: 'saveItinerary',
            src: 'saveItinerary',
            input: ({ context }) => itineraryOf(context),
            onDone: { target: 'saved' },
            onError: {
              target: 'failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // The server refused: its message shows, everything typed is kept.
        failed: {
          on: {
            'itinerary.submit': [
              { guard: 'isItineraryValid', target: 'saving' },
              { target: 'incomplete', actions: 'rememberProblem' },
            ],
          },
        },
        // Saved: the wizard marks the step complete and moves on.
        saved: { type: 'final' },
      },
    },
  },
});
