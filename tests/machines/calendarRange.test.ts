import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AvailabilitySave,
  type BlockedRange,
  type CalendarRangeInput,
  calendarRangeMachine,
} from '../../machines/calendarRange.machine.ts';

const maintenance: BlockedRange = {
  availabilityId: 'a1',
  start: '2026-03-10',
  end: '2026-03-12',
  note: 'Obra',
};

function start(
  options: {
    save?: (input: AvailabilitySave) => Promise<unknown>;
    load?: () => Promise<CalendarRangeInput>;
    input?: CalendarRangeInput;
  } = {},
) {
  const save = vi.fn(options.save ?? (async () => ({})));
  const load = vi.fn(options.load ?? (async () => ({ blocked: [maintenance] })));
  const reportFailure = vi.fn();
  const actor = createActor(
    calendarRangeMachine.provide({
      actors: {
        saveAvailability: fromPromise(({ input }) => save(input)),
        loadAvailability: fromPromise(() => load()),
      },
      actions: { reportFailure: (_, params) => reportFailure(params.error) },
    }),
    { input: options.input ?? { blocked: [maintenance] } },
  ).start();
  const click = (date: string) => actor.send({ type: 'calendar.click', date });
  return { actor, click, save, load, reportFailure };
}

describe('calendar range machine (SPEC §4 calendar)', () => {
  it('marks the start on the first click and the end on the second', () => {
    const { actor, click } = start();
    click('2026-03-14');
    expect(actor.getSnapshot().value).toEqual({ selecting: 'startPicked' });
    expect(actor.getSnapshot().context).toMatchObject({ start: '2026-03-14', end: null });
    click('2026-03-20');
    expect(actor.getSnapshot().value).toEqual({ selecting: 'rangePicked' });
    expect(actor.getSnapshot().context).toMatchObject({ start: '2026-03-14', end: '2026-03-20' });
  });

  it('swaps an earlier second day', () => {
    const { actor, click } = start();
    click('2026-03-20');
    click('2026-03-14');
    expect(actor.getSnapshot().context).toMatchObject({ start: '2026-03-14', end: '2026-03-20' });
  });

  it('starts again on the third click', () => {
    const { actor, click } = start();
    click('2026-03-14');
    click('2026-03-20');
    click('2026-03-25');
    expect(actor.getSnapshot().value).toEqual({ selecting: 'startPicked' });
    expect(actor.getSnapshot().context).toMatchObject({ start: '2026-03-25', end: null });
  });

  it('asks before reopening a stored blocked range picked exactly, in either order', async () => {
    const { actor, click, save, load } = start();
    click('2026-03-12');
    click('2026-03-10');
    expect(actor.getSnapshot().value).toBe('confirmingUnblock');
    expect(actor.getSnapshot().context.unblocking).toEqual(maintenance);
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches({ selecting: 'empty' }));
    expect(save).toHaveBeenCalledWith({
      start: '2026-03-10',
      end: '2026-03-12',
      lockType: 'available',
      note: 'Obra',
      availabilityId: 'a1',
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('clears the selection when reopening is cancelled', () => {
    const { actor, click, save } = start();
    click('2026-03-10');
    click('2026-03-12');
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'empty' });
    expect(actor.getSnapshot().context).toMatchObject({ start: null, end: null, unblocking: null });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a range sharing even one day with a blocked range, and clears it', () => {
    const { actor, click } = start();
    click('2026-03-12');
    click('2026-03-15');
    expect(actor.getSnapshot().value).toBe('overlapError');
    expect(actor.getSnapshot().context).toMatchObject({ start: null, end: null });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'empty' });
  });

  it('refuses a range sharing a day with a reservation, which cannot be reopened', () => {
    const guestStay = { start: '2026-03-25', end: '2026-03-27' };
    const actor = createActor(calendarRangeMachine, {
      input: { blocked: [maintenance], taken: [maintenance, guestStay] },
    }).start();
    actor.send({ type: 'calendar.click', date: '2026-03-25' });
    actor.send({ type: 'calendar.click', date: '2026-03-27' });
    // Picked exactly, a reservation is still only taken: no offer to reopen it.
    expect(actor.getSnapshot().value).toBe('overlapError');
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'calendar.click', date: '2026-03-20' });
    actor.send({ type: 'calendar.click', date: '2026-03-25' });
    expect(actor.getSnapshot().value).toBe('overlapError');
  });

  it('accepts a range that ends the day before a blocked range', () => {
    const { actor, click } = start();
    click('2026-03-05');
    click('2026-03-09');
    expect(actor.getSnapshot().value).toEqual({ selecting: 'rangePicked' });
  });

  it('warns when saving without two days, and keeps the first day', () => {
    const { actor, click } = start();
    actor.send({ type: 'calendar.save', lockType: 'blocked', note: '' });
    expect(actor.getSnapshot().value).toBe('missingDates');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'empty' });
    click('2026-03-14');
    actor.send({ type: 'calendar.save', lockType: 'blocked', note: '' });
    expect(actor.getSnapshot().value).toBe('missingDates');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'startPicked' });
    expect(actor.getSnapshot().context.start).toBe('2026-03-14');
  });

  it('saves a range with its lock type and note, then loads the stored ranges again', async () => {
    const repairs = { availabilityId: 'a2', start: '2026-03-14', end: '2026-03-20', note: 'Reparaciones' };
    const { actor, click, save, load } = start({ load: async () => ({ blocked: [maintenance, repairs] }) });
    click('2026-03-14');
    click('2026-03-20');
    actor.send({ type: 'calendar.save', lockType: 'blocked', note: 'Reparaciones' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ selecting: 'empty' }));
    expect(save).toHaveBeenCalledWith({
      start: '2026-03-14',
      end: '2026-03-20',
      lockType: 'blocked',
      note: 'Reparaciones',
      availabilityId: null,
    });
    expect(load).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({
      blocked: [maintenance, repairs],
      start: null,
      end: null,
    });
  });

  it('reports a failed save and keeps the range for another try', async () => {
    const { actor, click, reportFailure, load } = start({
      save: async () => {
        throw new Error('offline');
      },
    });
    click('2026-03-14');
    click('2026-03-20');
    actor.send({ type: 'calendar.save', lockType: 'blocked', note: '' });
    await waitFor(actor, (s) => s.matches({ selecting: 'rangePicked' }));
    expect(reportFailure).toHaveBeenCalledWith(new Error('offline'));
    expect(load).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ start: '2026-03-14', end: '2026-03-20' });
  });

  it('keeps the old ranges when the reload fails', async () => {
    const { actor, click, reportFailure } = start({
      load: async () => {
        throw new Error('offline');
      },
    });
    click('2026-03-14');
    click('2026-03-20');
    actor.send({ type: 'calendar.save', lockType: 'blocked', note: '' });
    await waitFor(actor, (s) => s.matches({ selecting: 'empty' }));
    expect(reportFailure).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.blocked).toEqual([maintenance]);
  });

  it('fails with "saveAvailability not provided" until the app supplies the call', async () => {
    const reportFailure = vi.fn();
    const actor = createActor(
      calendarRangeMachine.provide({
        actions: { reportFailure: (_, params) => reportFailure(params.error) },
      }),
      { input: { blocked: [] } },
    ).start();
    actor.send({ type: 'calendar.click', date: '2026-03-14' });
    actor.send({ type: 'calendar.click', date: '2026-03-15' });
    actor.send({ type: 'calendar.save', lockType: 'blocked', note: '' });
    await waitFor(actor, (s) => s.matches({ selecting: 'rangePicked' }));
    expect(reportFailure).toHaveBeenCalledWith(new Error('saveAvailability not provided'));
  });
});

describe('calendar range machine by departure (issue 16, singleDay)', () => {
  const closedDeparture: BlockedRange = {
    availabilityId: 'a3',
    start: '2026-03-14',
    end: '2026-03-14',
    note: 'Feriado',
  };
  const bookedDeparture = { start: '2026-03-25', end: '2026-03-25' };
  const input: CalendarRangeInput = {
    singleDay: true,
    blocked: [maintenance, closedDeparture],
    taken: [maintenance, closedDeparture, bookedDeparture],
  };
  const saveNote = { type: 'calendar.save', lockType: 'blocked', note: 'Lluvias' } as const;

  it('saves one picked day alone, as a one-day range', async () => {
    const { actor, click, save, load } = start({ input });
    click('2026-03-20');
    actor.send(saveNote);
    await waitFor(actor, (s) => s.matches({ selecting: 'empty' }));
    expect(save).toHaveBeenCalledWith({
      start: '2026-03-20',
      end: '2026-03-20',
      lockType: 'blocked',
      note: 'Lluvias',
      availabilityId: null,
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('still makes a range with a second click', async () => {
    const { actor, click, save } = start({ input });
    click('2026-03-20');
    click('2026-03-16');
    expect(actor.getSnapshot().value).toEqual({ selecting: 'rangePicked' });
    actor.send(saveNote);
    await waitFor(actor, (s) => s.matches({ selecting: 'empty' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-03-16', end: '2026-03-20' }));
  });

  it('keeps the one day for another try when its save fails', async () => {
    const { actor, click } = start({
      input,
      save: async () => {
        throw new Error('offline');
      },
    });
    click('2026-03-20');
    actor.send(saveNote);
    await waitFor(actor, (s) => s.matches({ selecting: 'rangePicked' }));
    expect(actor.getSnapshot().context).toMatchObject({ start: '2026-03-20', end: '2026-03-20' });
  });

  it('refuses one day that a reservation or a blocked range holds, and clears it', () => {
    const { actor, click, save } = start({ input });
    click('2026-03-25');
    actor.send(saveNote);
    expect(actor.getSnapshot().value).toBe('overlapError');
    expect(actor.getSnapshot().context).toMatchObject({ start: null, end: null });
    actor.send({ type: 'dialog.close' });
    click('2026-03-11');
    actor.send(saveNote);
    expect(actor.getSnapshot().value).toBe('overlapError');
    expect(save).not.toHaveBeenCalled();
  });

  it('asks to reopen a closed departure on one click, also after a picked range', async () => {
    const { actor, click, save } = start({ input });
    click('2026-03-14');
    expect(actor.getSnapshot().value).toBe('confirmingUnblock');
    expect(actor.getSnapshot().context).toMatchObject({
      unblocking: closedDeparture,
      start: '2026-03-14',
      end: '2026-03-14',
    });
    actor.send({ type: 'dialog.cancel' });
    click('2026-03-20');
    click('2026-03-21');
    click('2026-03-14');
    expect(actor.getSnapshot().value).toBe('confirmingUnblock');
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches({ selecting: 'empty' }));
    expect(save).toHaveBeenCalledWith({
      start: '2026-03-14',
      end: '2026-03-14',
      lockType: 'available',
      note: 'Feriado',
      availabilityId: 'a3',
    });
  });

  it('reopens a longer blocked range picked exactly with two clicks, as for a stay', () => {
    const { actor, click } = start({ input });
    click('2026-03-10');
    click('2026-03-12');
    expect(actor.getSnapshot().value).toBe('confirmingUnblock');
    expect(actor.getSnapshot().context.unblocking).toEqual(maintenance);
  });

  it('warns only when no day is picked', () => {
    const { actor } = start({ input });
    actor.send(saveNote);
    expect(actor.getSnapshot().value).toBe('missingDates');
  });

  it('leaves a stay needing two dates: one day alone is not saved', () => {
    const { actor, click, save } = start();
    click('2026-03-20');
    actor.send(saveNote);
    expect(actor.getSnapshot().value).toBe('missingDates');
    expect(save).not.toHaveBeenCalled();
  });
});
