import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { productStatusMachine } from '../../machines/productStatus.machine.ts';
import { model } from '../../machines/productStatus.model.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path xstate/graph finds is replayed on a real
// actor whose saveStatus is a fake that resolves or rejects when the path says so.

type Event = EventFromLogic<typeof productStatusMachine>;
type EventType = (typeof model.events)[number]['type'];

describe('product status machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['saveStatus']);
    const actor = createActor(productStatusMachine.provide({ actors: fakes.actors }), {
      input: path.input,
    }).start();
    const send = (e: { type: string }) => actor.send(e as Event);
    const drive = {
      'switch.on': send,
      'switch.off': send,
      'warning.dismiss': send,
      'review.approve': send,
      'review.sendBack': send,
      'product.edited': send,
      'picture.uploaded': send,
      'profile.update': send,
      'steps.update': send,
      'xstate.done.actor.saveStatus': fakes.settle,
      'xstate.error.actor.saveStatus': fakes.settle,
    } satisfies Record<EventType, (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) {
      drive[step.event.type as EventType](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
    actor.stop();
  });
});
