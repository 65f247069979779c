import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { model } from '../../machines/reservationDecision.model.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose accept and
// reject calls are fakes that settle as the path says.

type ModelEvent = (typeof model.events)[number];

describe('reservation decision machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['acceptReservation', 'rejectReservation']);
    const actor = createActor(model.machine.provide({ actors: fakes.actors }), {
      input: path.input,
    }).start();
    const drive = {
      'decision.accept': () => actor.send({ type: 'decision.accept' }),
      'decision.reject': () => actor.send({ type: 'decision.reject' }),
      'reason.change': (e) => actor.send(e as Extract<ModelEvent, { type: 'reason.change' }>),
      'dialog.confirm': () => actor.send({ type: 'dialog.confirm' }),
      'dialog.cancel': () => actor.send({ type: 'dialog.cancel' }),
      'decision.retry': () => actor.send({ type: 'decision.retry' }),
      'xstate.done.actor.acceptReservation': fakes.settle,
      'xstate.error.actor.acceptReservation': fakes.settle,
      'xstate.done.actor.rejectReservation': fakes.settle,
      'xstate.error.actor.rejectReservation': fakes.settle,
    } satisfies Record<ModelEvent['type'], (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) {
      drive[step.event.type as keyof typeof drive](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
    actor.stop();
  });
});
