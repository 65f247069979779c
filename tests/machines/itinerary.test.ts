import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { itineraryMachine } from '../../machines/itinerary.machine.ts';
import {
  emptyDay,
  type Itinerary,
  itineraryProblem,
  MAX_ITINERARY_DAYS,
  resizeDays,
} from '../../machines/itineraryRules.ts';

const activity = { description: 'Visita al lago', start_time: '08:00', number: 1 };

const start = (save: (input: Itinerary) => Promise<unknown> = async () => ({})) => {
  const saved: Itinerary[] = [];
  const actor = createActor(
    itineraryMachine.provide({
      actors: {
        saveItinerary: fromPromise(({ input }) => {
          saved.push(input);
          return save(input);
        }),
      },
    }),
  ).start();
  return { actor, saved, snap: () => actor.getSnapshot() };
};

describe('itinerary rules (SPEC §5)', () => {
  it('asks for a duration, then an activity each day, then start times when flexible', () => {
    expect(itineraryProblem({ duration_type: null, flexible_schedules: false, days: [emptyDay(1)] })).toBe(
      'durationRequired',
    );
    expect(itineraryProblem({ duration_type: 2, flexible_schedules: false, days: [emptyDay(1)] })).toBe(
      'activityRequired',
    );
    const day = { ...emptyDay(1), activities: [activity] };
    expect(itineraryProblem({ duration_type: 2, flexible_schedules: false, days: [day] })).toBeNull();
    expect(itineraryProblem({ duration_type: 2, flexible_schedules: true, days: [day] })).toBe(
      'startTimeRequired',
    );
    expect(
      itineraryProblem({
        duration_type: 2,
        flexible_schedules: true,
        days: [{ ...day, start_times_flexible: ['08:00'] }],
      }),
    ).toBeNull();
  });

  it('resizes day blocks keeping the first ones', () => {
    const first = { ...emptyDay(1), activities: [activity] };
    expect(resizeDays([first], 3)).toEqual([first, emptyDay(2), emptyDay(3)]);
    expect(resizeDays([first, emptyDay(2), emptyDay(3)], 1)).toEqual([first]);
    expect(MAX_ITINERARY_DAYS).toBe(30);
  });
});

describe('itinerary machine', () => {
  it('the duration type picks the layout; changing it clears the itinerary', () => {
    const { actor, snap } = start();
    expect(snap().matches({ layout: 'unchosen' })).toBe(true);
    actor.send({ type: 'duration.change', durationType: 2 });
    expect(snap().matches({ layout: 'allDay' })).toBe(true);
    actor.send({ type: 'activity.add', no_day: 1, description: 'Lago', start_time: '08:00' });
    actor.send({ type: 'duration.change', durationType: 2 });
    expect(snap().context.days[0]!.activities).toHaveLength(1);
    actor.send({ type: 'duration.change', durationType: 0 });
    expect(snap().matches({ layout: 'hours' })).toBe(true);
    expect(snap().context.days).toEqual([emptyDay(1)]);
    actor.send({ type: 'duration.change', durationType: 1 });
    expect(snap().matches({ layout: 'halfDay' })).toBe(true);
  });

  it('multi-day starts with 2 day blocks and keeps 2 to 30', () => {
    const { actor, snap } = start();
    actor.send({ type: 'days.count', count: 3 });
    expect(snap().context.days).toHaveLength(1);
    actor.send({ type: 'duration.change', durationType: 3 });
    expect(snap().context.days.map((d) => d.no_day)).toEqual([1, 2]);
    actor.send({ type: 'days.count', count: 30 });
    expect(snap().context.days).toHaveLength(30);
    expect(snap().context.days.at(-1)!.no_day).toBe(30);
    actor.send({ type: 'days.count', count: 31 });
    actor.send({ type: 'days.count', count: 0 });
    actor.send({ type: 'days.count', count: 2.5 });
    expect(snap().context.days).toHaveLength(30);
    actor.send({ type: 'days.count', count: 1 });
    expect(snap().context.days).toHaveLength(30);
    actor.send({ type: 'days.count', count: 2 });
    expect(snap().context.days).toHaveLength(2);
  });

  it('adds an activity only with words and a time, once', () => {
    const { actor, snap } = start();
    actor.send({ type: 'duration.change', durationType: 0 });
    expect(snap().can({ type: 'activity.add', no_day: 1, description: 'Lago', start_time: '' })).toBe(false);
    // The 12-hour selector's quarter hours (SPEC §5) are times; other minutes are not.
    expect(snap().can({ type: 'activity.add', no_day: 1, description: 'Lago', start_time: '08:45' })).toBe(
      true,
    );
    expect(snap().can({ type: 'activity.add', no_day: 1, description: 'Lago', start_time: '08:10' })).toBe(
      false,
    );
    expect(snap().can({ type: 'activity.add', no_day: 1, description: '   ', start_time: '08:00' })).toBe(
      false,
    );
    actor.send({ type: 'activity.add', no_day: 1, description: ' Lago ', start_time: '08:00' });
    actor.send({ type: 'activity.add', no_day: 1, description: 'Lago', start_time: '08:00' });
    actor.send({ type: 'activity.add', no_day: 1, description: 'Almuerzo', start_time: '12:00' });
    expect(snap().context.days[0]!.activities).toEqual([
      { description: 'Lago', start_time: '08:00', number: 1 },
      { description: 'Almuerzo', start_time: '12:00', number: 2 },
    ]);
    actor.send({ type: 'activity.remove', no_day: 1, number: 1 });
    expect(snap().context.days[0]!.activities).toEqual([
      { description: 'Almuerzo', start_time: '12:00', number: 1 },
    ]);
  });

  it('flexible schedules list start times; going back to fixed drops them', () => {
    const { actor, snap } = start();
    actor.send({ type: 'duration.change', durationType: 1 });
    expect(snap().can({ type: 'startTime.add', no_day: 1, time: '08:00' })).toBe(false);
    actor.send({ type: 'schedule.flexible' });
    actor.send({ type: 'startTime.add', no_day: 1, time: '10:00' });
    actor.send({ type: 'startTime.add', no_day: 1, time: '08:00' });
    actor.send({ type: 'startTime.add', no_day: 1, time: '08:00' });
    actor.send({ type: 'startTime.add', no_day: 1, time: '' });
    expect(snap().context.days[0]!.start_times_flexible).toEqual(['08:00', '10:00']);
    actor.send({ type: 'startTime.remove', no_day: 1, time: '10:00' });
    expect(snap().context.days[0]!.start_times_flexible).toEqual(['08:00']);
    actor.send({ type: 'schedule.fixed' });
    expect(snap().context.flexible_schedules).toBe(false);
    expect(snap().context.days[0]!.start_times_flexible).toEqual([]);
  });

  it('opens a stored itinerary in its layout and schedule', () => {
    const { actor, snap } = start();
    const stored: Itinerary = {
      duration_type: 3,
      flexible_schedules: true,
      days: [{ no_day: 1, activities: [activity], start_times_flexible: ['08:00'] }, emptyDay(2)],
    };
    actor.send({ type: 'itinerary.load', itinerary: stored });
    expect(snap().value).toEqual({ layout: 'multiDay', schedule: 'flexible', submission: 'editing' });
    expect(snap().context.days).toEqual(stored.days);
  });

  it('submitting shows what is missing, then saves a valid itinerary', async () => {
    const { actor, snap, saved } = start();
    actor.send({ type: 'itinerary.submit' });
    expect(snap().matches({ submission: 'incomplete' })).toBe(true);
    expect(snap().context.problem).toBe('durationRequired');
    actor.send({ type: 'duration.change', durationType: 2 });
    actor.send({ type: 'schedule.flexible' });
    actor.send({ type: 'activity.add', no_day: 1, description: 'Lago', start_time: '08:00' });
    actor.send({ type: 'itinerary.submit' });
    expect(snap().context.problem).toBe('startTimeRequired');
    actor.send({ type: 'startTime.add', no_day: 1, time: '08:00' });
    actor.send({ type: 'itinerary.submit' });
    expect(snap().matches({ submission: 'saving' })).toBe(true);
    expect(snap().hasTag('busy')).toBe(true);
    expect(snap().can({ type: 'duration.change', durationType: 0 })).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(snap().matches({ submission: 'saved' })).toBe(true);
    expect(saved).toEqual([
      {
        duration_type: 2,
        flexible_schedules: true,
        days: [
          { no_day: 1, activities: [{ ...activity, description: 'Lago' }], start_times_flexible: ['08:00'] },
        ],
      },
    ]);
  });

  it('a failed save keeps everything and shows the server message', async () => {
    const { actor, snap } = start(async () => {
      throw new Error('Server connection problems');
    });
    actor.send({ type: 'duration.change', durationType: 0 });
    actor.send({ type: 'activity.add', no_day: 1, description: 'Lago', start_time: '08:00' });
    actor.send({ type: 'itinerary.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(snap().matches({ submission: 'failed', layout: 'hours' })).toBe(true);
    expect(snap().context.failure?.message).toBe('Server connection problems');
    expect(snap().context.days[0]!.activities).toHaveLength(1);
  });

  it('the default save is not provided', async () => {
    const actor = createActor(itineraryMachine).start();
    actor.send({ type: 'duration.change', durationType: 0 });
    actor.send({ type: 'activity.add', no_day: 1, description: 'Lago', start_time: '08:00' });
    actor.send({ type: 'itinerary.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.failure?.message).toBe('saveItinerary not provided');
  });
});
