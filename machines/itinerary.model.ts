import { type ItineraryEvent, itineraryMachine } from './itinerary.machine.ts';
import type { Itinerary } from './itineraryRules.ts';
import type { MachineModel } from './machineModel.ts';

const activity = { description: 'Visita al lago', start_time: '08:00', number: 1 };
const stored = (duration_type: Itinerary['duration_type'], flexible_schedules: boolean): Itinerary => ({
  duration_type,
  flexible_schedules,
  days: [{ no_day: 1, activities: [activity], start_times_flexible: flexible_schedules ? ['08:00'] : [] }],
});

type SaveAnswer =
  | { type: 'xstate.done.actor.saveItinerary'; output: unknown; actorId: 'saveItinerary' }
  | { type: 'xstate.error.actor.saveItinerary'; error: unknown; actorId: 'saveItinerary' };

/** Sample events: each stored layout, a change of duration, day blocks, both schedules, entries kept or refused, a save. */
const events = [
  { type: 'itinerary.load', itinerary: stored(0, false) },
  { type: 'itinerary.load', itinerary: stored(1, true) },
  { type: 'itinerary.load', itinerary: stored(2, false) },
  { type: 'itinerary.load', itinerary: stored(3, true) },
  { type: 'duration.change', durationType: 0 },
  { type: 'duration.change', durationType: 1 },
  { type: 'duration.change', durationType: 2 },
  { type: 'duration.change', durationType: 3 },
  { type: 'days.count', count: 2 },
  { type: 'schedule.flexible' },
  { type: 'schedule.fixed' },
  { type: 'activity.add', no_day: 1, description: 'Visita al lago', start_time: '08:00' },
  { type: 'activity.add', no_day: 1, description: 'Almuerzo', start_time: '' },
  { type: 'activity.add', no_day: 1, description: '  ', start_time: '09:00' },
  { type: 'activity.remove', no_day: 1, number: 1 },
  { type: 'startTime.add', no_day: 1, time: '08:00' },
  { type: 'startTime.remove', no_day: 1, time: '08:00' },
  { type: 'itinerary.submit' },
  { type: 'xstate.done.actor.saveItinerary', output: { message: 'ok' }, actorId: 'saveItinerary' },
  {
    type: 'xstate.error.actor.saveItinerary',
    error: new Error('Server connection problems'),
    actorId: 'saveItinerary',
  },
] as const satisfies readonly (ItineraryEvent | SaveAnswer)[];

export const model = { id: 'itinerary', machine: itineraryMachine, events } satisfies MachineModel;
