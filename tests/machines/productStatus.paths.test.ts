import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise } from 'xstate';
import { productStatusMachine } from '../../machines/productStatus.machine.ts';
import { coverage, describePath, stepsOf } from './graphCoverage.ts';
import { model } from './models/productStatus.model.ts';

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
    let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
    const actor = createActor(
      productStatusMachine.provide({
        actors: {
          saveStatus: fromPromise(() => new Promise((resolve, reject) => (settle = { resolve, reject }))),
        },
      }),
      { input: model.input },
    ).start();
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
      'xstate.done.actor.saveStatus': (e) => settle?.resolve((e as unknown as { output: unknown }).output),
      'xstate.error.actor.saveStatus': (e) => settle?.reject((e as unknown as { error: unknown }).error),
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
