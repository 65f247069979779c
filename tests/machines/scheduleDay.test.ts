import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type DaySetting,
  isEveryday,
  type ScheduleDayEmitted,
  scheduleDayMachine,
  WEEKDAYS,
} from '../../machines/scheduleDay.machine.ts';

const start = (day: (typeof WEEKDAYS)[number] = 1) => {
  const actor = createActor(scheduleDayMachine, { input: { day } }).start();
  const copied: ScheduleDayEmitted[] = [];
  actor.on('schedule.copy', (e) => copied.push(e));
  return { actor, copied, snap: () => actor.getSnapshot() };
};
const hours = (opening_time: string | null, closing_time: string | null): DaySetting => ({
  always_open: false,
  closed: false,
  opening_time,
  closing_time,
});

describe('schedule day', () => {
  it('weekdays run 1 Monday to 7 Sunday', () => {
    expect(WEEKDAYS).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts on scheduled hours, waiting for both times', () => {
    const { snap } = start();
    expect(snap().matches({ kind: { scheduled: 'needsHours' } })).toBe(true);
    expect(snap().hasTag('incomplete')).toBe(true);
    expect(snap().context.setting).toEqual(hours(null, null));
  });

  it('needs an opening and a closing time from the half-hour choices', () => {
    const { actor, snap } = start();
    actor.send({ type: 'hours.opening', time: '08:15' });
    expect(snap().context.setting.opening_time).toBeNull();
    actor.send({ type: 'hours.opening', time: '08:00' });
    expect(snap().matches({ kind: { scheduled: 'needsHours' } })).toBe(true);
    actor.send({ type: 'hours.closing', time: '17:30' });
    expect(snap().matches({ kind: { scheduled: 'ready' } })).toBe(true);
    expect(snap().hasTag('complete')).toBe(true);
    expect(snap().context.setting).toEqual(hours('08:00', '17:30'));
  });

  it('choosing 24 hours or closed resets the others', () => {
    const { actor, snap } = start();
    actor.send({ type: 'hours.opening', time: '08:00' });
    actor.send({ type: 'hours.closing', time: '17:30' });
    actor.send({ type: 'kind.alwaysOpen' });
    expect(snap().context.setting).toEqual({
      always_open: true,
      closed: false,
      opening_time: null,
      closing_time: null,
    });
    actor.send({ type: 'kind.closed' });
    expect(snap().context.setting).toEqual({
      always_open: false,
      closed: true,
      opening_time: null,
      closing_time: null,
    });
    actor.send({ type: 'kind.scheduled' });
    expect(snap().matches({ kind: { scheduled: 'needsHours' } })).toBe(true);
    expect(snap().context.setting).toEqual(hours(null, null));
  });

  it('takes a stored or copied setting into the matching kind', () => {
    const { actor, snap } = start();
    actor.send({ type: 'setting.apply', setting: { ...hours(null, null), closed: true } });
    expect(snap().matches({ kind: 'closed' })).toBe(true);
    actor.send({ type: 'setting.apply', setting: { ...hours(null, null), always_open: true } });
    expect(snap().matches({ kind: 'alwaysOpen' })).toBe(true);
    actor.send({ type: 'setting.apply', setting: hours('09:00', '18:00') });
    expect(snap().matches({ kind: { scheduled: 'ready' } })).toBe(true);
    expect(snap().context.setting).toEqual(hours('09:00', '18:00'));
    actor.send({ type: 'setting.apply', setting: hours('09:00', 'late') });
    expect(snap().matches({ kind: { scheduled: 'needsHours' } })).toBe(true);
    expect(snap().context.setting).toEqual(hours('09:00', null));
  });

  it('copies the setting to the chosen days, everyday ticked by default', () => {
    const { actor, snap, copied } = start(3);
    actor.send({ type: 'kind.closed' });
    actor.send({ type: 'copy.open' });
    expect(snap().context.copyTargets).toEqual([...WEEKDAYS]);
    expect(isEveryday(snap().context.copyTargets)).toBe(true);
    actor.send({ type: 'copy.toggleDay', day: 7 });
    expect(isEveryday(snap().context.copyTargets)).toBe(false);
    actor.send({ type: 'copy.apply' });
    expect(snap().matches({ copy: 'hidden' })).toBe(true);
    expect(copied).toEqual([
      {
        type: 'schedule.copy',
        from: 3,
        days: [1, 2, 4, 5, 6],
        setting: { always_open: false, closed: true, opening_time: null, closing_time: null },
      },
    ]);
  });

  it('the everyday box ticks all days or none', () => {
    const { actor, snap } = start();
    actor.send({ type: 'copy.open' });
    actor.send({ type: 'copy.everyday' });
    expect(snap().context.copyTargets).toEqual([]);
    actor.send({ type: 'copy.everyday' });
    expect(snap().context.copyTargets).toEqual([...WEEKDAYS]);
  });

  it('copies nothing without another day, or while hours are missing', () => {
    const { actor, snap, copied } = start(1);
    actor.send({ type: 'kind.alwaysOpen' });
    actor.send({ type: 'copy.open' });
    actor.send({ type: 'copy.everyday' });
    actor.send({ type: 'copy.toggleDay', day: 1 });
    expect(snap().can({ type: 'copy.apply' })).toBe(false);
    actor.send({ type: 'copy.toggleDay', day: 2 });
    actor.send({ type: 'kind.scheduled' });
    expect(snap().can({ type: 'copy.apply' })).toBe(false);
    actor.send({ type: 'copy.cancel' });
    expect(snap().matches({ copy: 'hidden' })).toBe(true);
    expect(copied).toEqual([]);
  });
});
