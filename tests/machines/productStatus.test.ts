import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ProductStatusEmitted,
  type ProductStatusInput,
  productStatusMachine,
  type SaveStatusInput,
} from '../../machines/productStatus.machine.ts';
import { allStepsSaved, today } from '../../machines/productStatus.model.ts';

const ready: ProductStatusInput = {
  status: 'hidden',
  productType: 18,
  stepValidate: allStepsSaved,
  basicProfile: true,
};

/** An actor whose status PUT answers at once (or fails with `failWith`), recording requests and emits. */
function start(input: ProductStatusInput, failWith?: string) {
  const saved: SaveStatusInput[] = [];
  const emitted: ProductStatusEmitted[] = [];
  const actor = createActor(
    productStatusMachine.provide({
      actors: {
        saveStatus: fromPromise<unknown, SaveStatusInput>(async ({ input }) => {
          saved.push(input);
          if (failWith) throw new Error(failWith);
          return { message: 'ok' };
        }),
      },
    }),
    { input },
  );
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, saved, emitted };
}
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('product status', () => {
  it.each([
    ['hidden', { hidden: 'idle' }],
    ['revision', 'revision'],
    ['published', 'published'],
  ] as const)('opens a product stored as %s there', (status, value) => {
    expect(start({ ...ready, status }).actor.getSnapshot().value).toEqual(value);
  });

  it('shows the switch on only when published or in revision', () => {
    expect(start(ready).actor.getSnapshot().hasTag('switchOn')).toBe(false);
    expect(
      start({ ...ready, status: 'revision' })
        .actor.getSnapshot()
        .hasTag('switchOn'),
    ).toBe(true);
    expect(
      start({ ...ready, status: 'published' })
        .actor.getSnapshot()
        .hasTag('switchOn'),
    ).toBe(true);
  });

  it('lets a view ask which way the switch may go', () => {
    const hidden = start(ready).actor.getSnapshot();
    expect(hidden.can({ type: 'switch.on', at: today })).toBe(true);
    expect(hidden.can({ type: 'switch.off' })).toBe(false);
    const published = start({ ...ready, status: 'published' }).actor.getSnapshot();
    expect(published.can({ type: 'switch.on', at: today })).toBe(false);
    expect(published.can({ type: 'switch.off' })).toBe(true);
  });

  it('warns about the basic profile before the steps', () => {
    const { actor, saved } = start({ ...ready, basicProfile: false, stepValidate: {} });
    actor.send({ type: 'switch.on', at: today });
    expect(actor.getSnapshot().hasTag('warning.incompleteProfile')).toBe(true);
    actor.send({ type: 'warning.dismiss' });
    expect(actor.getSnapshot().value).toEqual({ hidden: 'idle' });
    expect(saved).toEqual([]);
  });

  it('warns about an incomplete service when one required step is missing', () => {
    const { actor, saved } = start({ ...ready, stepValidate: { ...allStepsSaved, step10: false } });
    actor.send({ type: 'switch.on', at: today });
    expect(actor.getSnapshot().hasTag('warning.incompleteService')).toBe(true);
    expect(saved).toEqual([]);
  });

  it('sends a complete product to revision, records the first activation and notices it', async () => {
    const { actor, saved, emitted } = start(ready);
    actor.send({ type: 'switch.on', at: today });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(actor.getSnapshot().value).toBe('revision');
    expect(saved).toEqual([{ status: 'revision', productType: 18, update: false, reason: null }]);
    expect(emitted).toEqual([{ type: 'activation.first', at: today }, { type: 'notice.inRevision' }]);
    expect(actor.getSnapshot().context.activatedAt).toBe(today);
  });

  it('appends later moves to revision to the re-activation log', async () => {
    const { actor, emitted } = start({ ...ready, activatedAt: '2024-12-01' });
    actor.send({ type: 'switch.on', at: today });
    await settled();
    expect(emitted).toContainEqual({ type: 'activation.again', at: today });
    expect(actor.getSnapshot().context.activatedAt).toBe('2024-12-01');
  });

  it.each(['revision', 'published'] as const)('switches %s off without any check', async (status) => {
    const { actor, saved } = start({ ...ready, status, basicProfile: false, stepValidate: {} });
    actor.send({ type: 'switch.off' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ hidden: 'idle' });
    expect(saved[0]?.status).toBe('hidden');
  });

  it('publishes on approval and hides with the reason on send-back', async () => {
    const approved = start({ ...ready, status: 'revision' });
    approved.actor.send({ type: 'review.approve' });
    await settled();
    expect(approved.actor.getSnapshot().value).toBe('published');

    const sentBack = start({ ...ready, status: 'revision' });
    sentBack.actor.send({ type: 'review.sendBack', reason: 'Fotos borrosas' });
    await settled();
    expect(sentBack.actor.getSnapshot().value).toEqual({ hidden: 'idle' });
    expect(sentBack.actor.getSnapshot().context.sendBackReason).toBe('Fotos borrosas');
    expect(sentBack.saved[0]).toMatchObject({ status: 'hidden', reason: 'Fotos borrosas' });
  });

  it('sends an edited published product back to revision as an update', async () => {
    const { actor, saved, emitted } = start({ ...ready, status: 'published', activatedAt: '2024-12-01' });
    actor.send({ type: 'product.edited', at: today });
    await settled();
    expect(actor.getSnapshot().value).toBe('revision');
    expect(saved[0]).toMatchObject({ status: 'revision', update: true });
    expect(emitted).toContainEqual({ type: 'activation.again', at: today });
  });

  it('ignores an edit of a product already in revision (it already shows that status)', () => {
    const snapshot = start({ ...ready, status: 'revision' }).actor.getSnapshot();
    expect(snapshot.can({ type: 'product.edited', at: today })).toBe(false);
  });

  it('puts a published product back into review after a main-picture upload', async () => {
    const { actor, saved } = start({ ...ready, status: 'published', activatedAt: '2024-12-01' });
    actor.send({ type: 'picture.uploaded', at: today });
    await settled();
    expect(actor.getSnapshot().value).toBe('revision');
    expect(saved[0]).toMatchObject({ status: 'revision', update: true });
  });

  it.each(['hidden', 'revision'] as const)(
    'leaves a %s product as it is after a main-picture upload',
    (status) => {
      const snapshot = start({ ...ready, status }).actor.getSnapshot();
      expect(snapshot.can({ type: 'picture.uploaded', at: today })).toBe(false);
    },
  );

  it.each([
    ['hidden', { type: 'switch.on', at: today }, { hidden: 'idle' }],
    ['revision', { type: 'switch.off' }, 'revision'],
    ['published', { type: 'switch.off' }, 'published'],
  ] as const)('returns to %s with the error when the save fails', async (status, event, value) => {
    const { actor, emitted } = start({ ...ready, status }, 'Server connection problems');
    actor.send(event);
    await settled();
    expect(actor.getSnapshot().value).toEqual(value);
    expect(actor.getSnapshot().context.error).toBe('Server connection problems');
    expect(emitted).toEqual([]);
  });

  it('re-reads the profile and steps when the product changes', () => {
    const { actor } = start({ ...ready, basicProfile: false });
    actor.send({ type: 'profile.update', basicProfile: true });
    actor.send({ type: 'steps.update', stepValidate: {} });
    actor.send({ type: 'switch.on', at: today });
    expect(actor.getSnapshot().hasTag('warning.incompleteService')).toBe(true);
  });

  it('fails loudly when the app forgot to provide saveStatus', async () => {
    const actor = createActor(productStatusMachine, { input: ready }).start();
    actor.send({ type: 'switch.on', at: today });
    await settled();
    expect(actor.getSnapshot().context.error).toBe('saveStatus not provided');
  });
});
