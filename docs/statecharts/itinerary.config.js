// The itinerary machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'itinerary',
  context: {
    duration_type: null,
    flexible_schedules: false,
    days: [{ no_day: 1, activities: [], start_times_flexible: [] }],
    problem: null,
    failure: null,
  },
  type: 'parallel',
  states: {
    layout: {
      initial: 'unchosen',
      on: {
        'duration.change': [
          { guard: '(isSameDuration || !isFormOpen)' },
          {
            target: '.hours',
            guard: { type: 'isDuration', params: { durationType: 0 } },
            actions: 'startOver',
          },
          {
            target: '.halfDay',
            guard: { type: 'isDuration', params: { durationType: 1 } },
            actions: 'startOver',
          },
          {
            target: '.allDay',
            guard: { type: 'isDuration', params: { durationType: 2 } },
            actions: 'startOver',
          },
          {
            target: '.multiDay',
            guard: { type: 'isDuration', params: { durationType: 3 } },
            actions: 'startOver',
          },
        ],
        'activity.add': {
          guard: 'isFormOpen && isActivityDescribed && isActivityTimeChosen && !isActivityListed',
          actions: 'addActivity',
        },
        'activity.remove': { guard: 'isFormOpen', actions: 'removeActivity' },
      },
      states: {
        unchosen: {
          on: {
            'itinerary.load': [
              {
                target: 'hours',
                guard: { type: 'isDuration', params: { durationType: 0 } },
                actions: 'load',
              },
              {
                target: 'halfDay',
                guard: { type: 'isDuration', params: { durationType: 1 } },
                actions: 'load',
              },
              {
                target: 'allDay',
                guard: { type: 'isDuration', params: { durationType: 2 } },
                actions: 'load',
              },
              {
                target: 'multiDay',
                guard: { type: 'isDuration', params: { durationType: 3 } },
                actions: 'load',
              },
            ],
          },
        },
        hours: {},
        halfDay: {},
        allDay: {},
        multiDay: { on: { 'days.count': { guard: 'isFormOpen && isDayCountAllowed', actions: 'resize' } } },
      },
    },
    schedule: {
      initial: 'fixed',
      states: {
        fixed: {
          on: {
            'schedule.flexible': { target: 'flexible', guard: 'isFormOpen', actions: 'markFlexible' },
            'itinerary.load': { target: 'flexible', guard: 'isLoadedFlexible' },
          },
        },
        flexible: {
          on: {
            'schedule.fixed': { target: 'fixed', guard: 'isFormOpen', actions: 'markFixed' },
            'startTime.add': { guard: 'isFormOpen && isStartTimeNew', actions: 'addStartTime' },
            'startTime.remove': { guard: 'isFormOpen', actions: 'removeStartTime' },
          },
        },
      },
    },
    submission: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'itinerary.submit': [
              { target: 'saving', guard: 'isItineraryValid' },
              { target: 'incomplete', actions: 'rememberProblem' },
            ],
          },
        },
        incomplete: {
          on: {
            'itinerary.submit': [{ target: 'saving', guard: 'isItineraryValid' }, { actions: 'rememberProblem' }],
          },
        },
        saving: {
          tags: ['busy'],
          entry: 'forgetProblems',
          invoke: {
            id: 'saveItinerary',
            src: 'saveItinerary',
            onDone: { target: 'saved' },
            onError: { target: 'failed', actions: 'rememberFailure' },
          },
        },
        failed: {
          on: {
            'itinerary.submit': [
              { target: 'saving', guard: 'isItineraryValid' },
              { target: 'incomplete', actions: 'rememberProblem' },
            ],
          },
        },
        saved: { type: 'final' },
      },
    },
  },
});
