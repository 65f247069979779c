import { type BlockedRange, calendarRangeMachine } from './calendarRange.machine.ts';
import type { MachineModel } from './machineModel.ts';

const maintenance: BlockedRange = {
  availabilityId: 'a1',
  start: '2026-03-10',
  end: '2026-03-12',
  note: 'Mantenimiento',
};
const repairs: BlockedRange = {
  availabilityId: 'a2',
  start: '2026-03-14',
  end: '2026-03-20',
  note: 'Reparaciones',
};

/** An accepted reservation's nights: taken, never reopened by hand. */
const guestStay = { start: '2026-03-25', end: '2026-03-27' };

/** By departure (issue 16): a closed departure, one day, and a departure day holding a reservation. */
const closedDeparture: BlockedRange = {
  availabilityId: 'a3',
  start: '2026-03-14',
  end: '2026-03-14',
  note: 'Feriado',
};
const bookedDeparture = { start: '2026-03-25', end: '2026-03-25' };

// Days chosen so the walk meets every case: 10→12 is the stored range exactly, 14→12 shares the 12th
// (days are inclusive, so touching overlaps), 20→14 is a free range picked backwards. By departure, 14 alone is
// the closed departure (one click reopens it), 10 alone is taken by a blocked range and 20 alone is free to close.
const events = [
  { type: 'calendar.click', date: '2026-03-10' },
  { type: 'calendar.click', date: '2026-03-12' },
  { type: 'calendar.click', date: '2026-03-14' },
  { type: 'calendar.click', date: '2026-03-20' },
  { type: 'calendar.save', lockType: 'blocked', note: 'Reparaciones' },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.saveAvailability', output: { message: 'ok' }, actorId: 'saveAvailability' },
  {
    type: 'xstate.error.actor.saveAvailability',
    error: { status: 500, code: 'server', message: 'Server connection problems' },
    actorId: 'saveAvailability',
  },
  {
    type: 'xstate.done.actor.loadAvailability',
    output: { blocked: [maintenance, repairs], taken: [maintenance, repairs, guestStay] },
    actorId: 'loadAvailability',
  },
  {
    type: 'xstate.error.actor.loadAvailability',
    error: { status: 500, code: 'server', message: 'Server connection problems' },
    actorId: 'loadAvailability',
  },
] as const;

export const model = {
  id: 'calendarRange',
  machine: calendarRangeMachine,
  input: { blocked: [maintenance], taken: [maintenance, guestStay] },
  otherInputs: [
    {
      singleDay: true,
      blocked: [maintenance, closedDeparture],
      taken: [maintenance, closedDeparture, bookedDeparture],
    },
  ],
  events,
} satisfies MachineModel;
