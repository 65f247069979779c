import type { MachineModel } from './machineModel.ts';
import { type ScheduleDayEvent, scheduleDayMachine } from './scheduleDay.machine.ts';

/** Sample events for Monday: every kind, both times, a stored or copied setting, and the copy panel. */
const events = [
  { type: 'kind.scheduled' },
  { type: 'kind.alwaysOpen' },
  { type: 'kind.closed' },
  { type: 'hours.opening', time: '08:00' },
  { type: 'hours.closing', time: '17:30' },
  {
    type: 'setting.apply',
    setting: { always_open: true, closed: false, opening_time: null, closing_time: null },
  },
  {
    type: 'setting.apply',
    setting: { always_open: false, closed: true, opening_time: null, closing_time: null },
  },
  {
    type: 'setting.apply',
    setting: { always_open: false, closed: false, opening_time: '08:00', closing_time: '17:30' },
  },
  {
    type: 'setting.apply',
    setting: { always_open: false, closed: false, opening_time: null, closing_time: null },
  },
  { type: 'copy.open' },
  { type: 'copy.toggleDay', day: 2 },
  { type: 'copy.everyday' },
  { type: 'copy.apply' },
  { type: 'copy.cancel' },
] as const satisfies readonly ScheduleDayEvent[];

export const model = {
  id: 'scheduleDay',
  machine: scheduleDayMachine,
  events,
  input: { day: 1 as const },
} satisfies MachineModel;
