import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  finishIntent,
  nextStepIntent,
  type StepRequest,
  stepNumber,
  type WizardInput,
  wizardButton,
  wizardMachine,
  wizardMode,
} from '../../machines/wizard.machine.ts';

/** An actor whose step GET and PUT answer at once (the PUT fails with `failWith`), counting calls. */
function start(input: WizardInput, failWith?: string) {
  const loads: StepRequest[] = [];
  const saves: (StepRequest & { values: unknown })[] = [];
  const actor = createActor(
    wizardMachine.provide({
      actors: {
        loadStep: fromPromise<unknown, StepRequest>(async ({ input }) => {
          loads.push(input);
          return { name: 'Casa Azul' };
        }),
        saveStep: fromPromise<{ id?: string }, StepRequest & { values: unknown }>(async ({ input }) => {
          saves.push(input);
          if (failWith) throw new Error(failWith);
          return { id: 'new1' };
        }),
      },
    }),
    { input },
  ).start();
  return { actor, loads, saves };
}
const settled = () => new Promise((r) => setTimeout(r, 0));
const values = { name: 'Casa Azul' };

describe('wizard helpers', () => {
  it.each([
    [undefined, undefined, 'create'],
    [undefined, 'update', 'create'],
    ['p1', undefined, 'update'],
    ['p1', 'update', 'update'],
    ['p1', 'create', 'create'],
  ] as const)('id %j with action %j is %s mode', (id, action, mode) => {
    expect(wizardMode(id, action)).toBe(mode);
  });

  it('numbers steps as step_validate does, room steps within their own list', () => {
    expect(stepNumber('vacation-rental', 'information')).toBe(1);
    expect(stepNumber('vacation-rental', 'recommendations')).toBe(12);
    expect(stepNumber('hotel', 'advertising-channels')).toBe(7);
    expect(stepNumber('hotel', 'room-recommendations')).toBe(6);
  });

  it('gives the next step with the ids, and edit mode only in edit mode', () => {
    const at = { wizard: 'tour', step: 'itinerary', id: 't1', idRoom: null, edit: false } as const;
    const next = { to: 'step', wizard: 'tour', step: 'cancellation-policy', id: 't1', idRoom: null };
    expect(nextStepIntent(at)).toEqual({ ...next, edit: false });
    expect(nextStepIntent({ ...at, edit: true })).toEqual({ ...next, edit: true });
    expect(
      nextStepIntent({ wizard: 'hostel', step: 'room-information', id: 'h1', idRoom: 'r1', edit: false }),
    ).toEqual({ to: 'step', wizard: 'hostel', step: 'room-amenities', id: 'h1', idRoom: 'r1', edit: false });
  });

  it('finishes at the callback, else the rooms list for a room, else the products', () => {
    expect(finishIntent({ wizard: 'gastronomy', step: 'confirmation', id: 'g1', callback: null })).toEqual({
      to: 'products',
    });
    expect(
      finishIntent({ wizard: 'gastronomy', step: 'confirmation', id: 'g1', callback: '/dashboard' }),
    ).toEqual({ to: 'callback', callback: '/dashboard' });
    expect(finishIntent({ wizard: 'hostel', step: 'room-confirmation', id: 'h1', callback: null })).toEqual({
      to: 'rooms',
      wizard: 'hostel',
      id: 'h1',
    });
  });

  it.each([
    ['transportation', 'information', false, 'send'],
    ['hotel', 'information', true, 'save'],
    ['hotel', 'confirmation', false, 'finalize'],
    ['hotel', 'information', false, 'next'],
  ] as const)('%s %s (edit %s) shows %s', (wizard, step, edit, button) => {
    expect(wizardButton({ wizard, step, edit })).toBe(button);
  });
});

describe('wizard machine', () => {
  it('creates a product from its first step and walks on to the next with the new id', async () => {
    const { actor, loads, saves } = start({ wizard: 'gastronomy', step: 'information', productType: 68 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(loads).toEqual([]);
    actor.send({ type: 'step.save', values });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(saves[0]).toMatchObject({ mode: 'create', id: null, values });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      id: 'new1',
      mode: 'update',
      step: 'location',
      next: { to: 'step', wizard: 'gastronomy', step: 'location', id: 'new1', idRoom: null, edit: false },
    });
    expect(context.stepValidate).toEqual({ step1: true });
    await settled();
    expect(loads.map((l) => l.step)).toEqual(['location']);
  });

  it("adds a room to its hotel from the room's first step, and walks on with the room's id beside the hotel's", async () => {
    const { actor, loads, saves } = start({
      wizard: 'hotel',
      step: 'room-information',
      productType: 2,
      id: 'h1',
    });
    // The hotel is there, the room is not: nothing to read, and the save creates the room.
    expect(actor.getSnapshot().value).toBe('editing');
    expect(loads).toEqual([]);
    actor.send({ type: 'step.save', values });
    await settled();
    expect(saves[0]).toMatchObject({ mode: 'create', id: 'h1', idRoom: null, step: 'room-information' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      id: 'h1',
      idRoom: 'new1',
      mode: 'update',
      step: 'room-amenities',
      next: { to: 'step', wizard: 'hotel', step: 'room-amenities', id: 'h1', idRoom: 'new1', edit: false },
    });
    // The room's own steps count from 1, as its step_validate does.
    expect(context.stepValidate).toEqual({ step1: true });
    await settled();
    expect(loads.map((l) => [l.step, l.idRoom])).toEqual([['room-amenities', 'new1']]);
  });

  it("reads and updates an existing room's step by the room's id", async () => {
    const { actor, loads, saves } = start({
      wizard: 'hostel',
      step: 'room-amenities',
      productType: 3,
      id: 'h1',
      idRoom: 'r1',
      edit: true,
    });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled();
    expect(loads[0]).toMatchObject({ step: 'room-amenities', id: 'h1', idRoom: 'r1', mode: 'update' });
    actor.send({ type: 'step.save', values });
    await settled();
    expect(saves[0]).toMatchObject({ mode: 'update', id: 'h1', idRoom: 'r1' });
    expect(actor.getSnapshot().context).toMatchObject({
      id: 'h1',
      idRoom: 'r1',
      stepValidate: { step2: true },
    });
  });

  it('loads an existing step once, not again when the form is re-entered after a failure', async () => {
    const { actor, loads } = start(
      { wizard: 'tour', step: 'prices', productType: 11, id: 't1' },
      'The data is incorrect',
    );
    expect(actor.getSnapshot().value).toBe('loading');
    await settled();
    expect(actor.getSnapshot().context.data).toEqual({ name: 'Casa Azul' });
    actor.send({ type: 'step.save', values });
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      values,
      failure: { message: 'The data is incorrect' },
    });
    actor.send({ type: 'failure.dismiss' });
    await settled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(values);
    expect(loads).toHaveLength(1);
  });

  it('lets a failed save be retried with the entered data', async () => {
    const { actor, saves } = start({ wizard: 'tour', step: 'prices', productType: 11, id: 't1' }, 'down');
    await settled();
    actor.send({ type: 'step.save', values });
    await settled();
    expect(actor.getSnapshot().can({ type: 'step.save', values })).toBe(true);
    actor.send({ type: 'step.save', values });
    await settled();
    expect(saves).toHaveLength(2);
  });

  it('asks where to go after a save in edit mode; keep editing opens the next step in edit mode', async () => {
    const { actor } = start({ wizard: 'tour', step: 'prices', productType: 11, id: 't1', edit: true });
    await settled();
    actor.send({ type: 'step.save', values });
    await settled();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().can({ type: 'choice.rooms' })).toBe(false);
    actor.send({ type: 'choice.keepEditing' });
    expect(actor.getSnapshot().context.next).toEqual({
      to: 'step',
      wizard: 'tour',
      step: 'service-rules',
      id: 't1',
      idRoom: null,
      edit: true,
    });
    expect(actor.getSnapshot().context.stepValidate).toEqual({ step9: true });
  });

  it('offers the rooms list after a hotel save in edit mode', async () => {
    const { actor } = start({ wizard: 'hotel', step: 'location', productType: 2, id: 'h1', edit: true });
    await settled();
    actor.send({ type: 'step.save', values });
    await settled();
    actor.send({ type: 'choice.rooms' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.next).toEqual({ to: 'rooms', wizard: 'hotel', id: 'h1' });
  });

  it('ends the confirmation step at the callback', async () => {
    const { actor } = start({
      wizard: 'book-guide',
      step: 'confirmation',
      productType: 16,
      id: 'g1',
      callback: '/promote',
    });
    await settled();
    actor.send({ type: 'step.save', values: { agreements: true } });
    await settled();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.next).toEqual({ to: 'callback', callback: '/promote' });
  });

  it('shows a load failure with a retry', async () => {
    const actor = createActor(wizardMachine, {
      input: { wizard: 'tour', step: 'prices', productType: 11, id: 't1' },
    });
    actor.start();
    await settled();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure?.message).toBe('loadStep not provided');
    expect(actor.getSnapshot().can({ type: 'load.retry' })).toBe(true);
  });

  it('lets the provider leave freely while nothing is changed, and asks once something is', async () => {
    const { actor } = start({ wizard: 'tour', step: 'prices', productType: 11, id: 't1' });
    await settled();
    expect(actor.getSnapshot().can({ type: 'leave.request' })).toBe(false);
    actor.send({ type: 'form.change', unsaved: true });
    expect(actor.getSnapshot().can({ type: 'leave.request' })).toBe(true);
    actor.send({ type: 'form.change', unsaved: false });
    expect(actor.getSnapshot().can({ type: 'leave.request' })).toBe(false);
  });

  it('stays on the step, changes kept, when the provider chooses to stay', async () => {
    const { actor, saves } = start({ wizard: 'tour', step: 'prices', productType: 11, id: 't1' });
    await settled();
    actor.send({ type: 'form.change', unsaved: true });
    actor.send({ type: 'leave.request' });
    expect(actor.getSnapshot().value).toBe('confirmingLeave');
    actor.send({ type: 'leave.stay' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.unsaved).toBe(true);
    expect(saves).toEqual([]);
  });

  it('leaves without saving when the changes are discarded', async () => {
    const { actor, saves } = start({ wizard: 'tour', step: 'prices', productType: 11, id: 't1' });
    await settled();
    actor.send({ type: 'form.change', unsaved: true });
    actor.send({ type: 'leave.request' });
    actor.send({ type: 'leave.discard' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.next).toBeNull();
    expect(saves).toEqual([]);
  });

  it('saves and then leaves, the step marked complete, without walking on to the next step', async () => {
    const { actor, saves } = start({ wizard: 'tour', step: 'prices', productType: 11, id: 't1' });
    await settled();
    actor.send({ type: 'form.change', unsaved: true });
    actor.send({ type: 'leave.request' });
    actor.send({ type: 'step.save', values });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().context).toMatchObject({
      step: 'prices',
      next: null,
      unsaved: false,
      stepValidate: { step9: true },
    });
  });

  it('stays with the server message when the save asked for on leaving fails', async () => {
    const { actor } = start({ wizard: 'tour', step: 'prices', productType: 11, id: 't1' }, 'down');
    await settled();
    actor.send({ type: 'form.change', unsaved: true });
    actor.send({ type: 'leave.request' });
    actor.send({ type: 'step.save', values });
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { message: 'down' },
      leaving: false,
      unsaved: true,
    });
    // Leaving again from the failure asks again, the failure put aside.
    actor.send({ type: 'leave.request' });
    expect(actor.getSnapshot().value).toBe('confirmingLeave');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('never holds the way to the next step after an ordinary save', async () => {
    const { actor } = start({ wizard: 'tour', step: 'prices', productType: 11, id: 't1' });
    await settled();
    actor.send({ type: 'form.change', unsaved: true });
    actor.send({ type: 'step.save', values });
    await settled();
    expect(actor.getSnapshot().context.next).toEqual({
      to: 'step',
      wizard: 'tour',
      step: 'service-rules',
      id: 't1',
      idRoom: null,
      edit: false,
    });
    expect(actor.getSnapshot().can({ type: 'leave.request' })).toBe(false);
  });
});
