import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isReasonGiven, reservationDecisionMachine } from '../../machines/reservationDecision.machine.ts';

type AcceptInput = { reservationId: string };
type RejectInput = { reservationId: string; reason: string };

function start(
  options: {
    accept?: (i: AcceptInput) => Promise<unknown>;
    reject?: (i: RejectInput) => Promise<unknown>;
  } = {},
) {
  const accept = vi.fn(options.accept ?? (async () => ({})));
  const reject = vi.fn(options.reject ?? (async () => ({})));
  const actor = createActor(
    reservationDecisionMachine.provide({
      actors: {
        acceptReservation: fromPromise(({ input }) => accept(input)),
        rejectReservation: fromPromise(({ input }) => reject(input)),
      },
    }),
    { input: { reservationId: 'r1' } },
  ).start();
  return { actor, accept, reject };
}

describe('reservation decision machine (SPEC §4 reservation)', () => {
  it('needs a reason with words', () => {
    expect(isReasonGiven('')).toBe(false);
    expect(isReasonGiven('  \n\t ')).toBe(false);
    expect(isReasonGiven(' Sin cupo ')).toBe(true);
  });

  it('accepts after the confirmation modal', async () => {
    const { actor, accept } = start();
    actor.send({ type: 'decision.accept' });
    expect(actor.getSnapshot().value).toBe('confirmingAccept');
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(accept).toHaveBeenCalledWith({ reservationId: 'r1' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('goes back to pending when either modal is cancelled', () => {
    const { actor } = start();
    actor.send({ type: 'decision.accept' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'decision.reject' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('pending');
  });

  it('cannot send a rejection with an empty or blank reason', () => {
    const { actor, reject } = start();
    actor.send({ type: 'decision.reject' });
    expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(false);
    actor.send({ type: 'reason.change', value: '    ' });
    expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(false);
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('rejecting');
    expect(reject).not.toHaveBeenCalled();
  });

  it('rejects with the reason, trimmed', async () => {
    const { actor, reject } = start();
    actor.send({ type: 'decision.reject' });
    actor.send({ type: 'reason.change', value: '  Sin disponibilidad ' });
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches('rejected'));
    expect(reject).toHaveBeenCalledWith({ reservationId: 'r1', reason: 'Sin disponibilidad' });
  });

  it('keeps the reason through a failure and resends the same decision on retry', async () => {
    let calls = 0;
    const { actor, reject, accept } = start({
      reject: async () => {
        calls += 1;
        if (calls === 1) throw { status: 500, message: 'Server connection problems' };
        return {};
      },
    });
    actor.send({ type: 'decision.reject' });
    actor.send({ type: 'reason.change', value: 'Sin disponibilidad' });
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      reason: 'Sin disponibilidad',
      failure: { message: 'Server connection problems' },
    });
    actor.send({ type: 'decision.retry' });
    await waitFor(actor, (s) => s.matches('rejected'));
    expect(reject).toHaveBeenCalledTimes(2);
    expect(accept).not.toHaveBeenCalled();
  });

  it('retries an accept as an accept, and cancel from the failure returns to pending', async () => {
    const { actor, accept } = start({
      accept: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'decision.accept' });
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe('offline');
    actor.send({ type: 'decision.retry' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'accept' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(accept).toHaveBeenCalledTimes(2);
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context).toMatchObject({ decision: null, failure: null });
  });

  it('fails with "acceptReservation not provided" until the app supplies the call', async () => {
    const actor = createActor(reservationDecisionMachine, { input: { reservationId: 'r1' } }).start();
    actor.send({ type: 'decision.accept' });
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe('acceptReservation not provided');
  });
});
