import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise } from 'xstate';
import { wizardMachine } from '../../machines/wizard.machine.ts';
import { coverage, describePath, stepsOf } from './graphCoverage.ts';
import { model } from './models/wizard.model.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose loadStep
// and saveStep are fakes that resolve or reject when the path says so.

type Event = EventFromLogic<typeof wizardMachine>;
type EventType = (typeof model.events)[number]['type'];
type Settle = { resolve: (v: never) => void; reject: (e: unknown) => void };

describe('wizard machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const pending: { load?: Settle; save?: Settle } = {};
    const actor = createActor(
      wizardMachine.provide({
        actors: {
          loadStep: fromPromise(() => new Promise((resolve, reject) => (pending.load = { resolve, reject }))),
          saveStep: fromPromise(() => new Promise((resolve, reject) => (pending.save = { resolve, reject }))),
        },
      }),
      { input: model.input },
    ).start();
    const send = (e: { type: string }) => actor.send(e as Event);
    const output = (e: { type: string }) => (e as unknown as { output: never }).output;
    const error = (e: { type: string }) => (e as unknown as { error: unknown }).error;
    const drive = {
      'step.save': send,
      'failure.dismiss': send,
      'load.retry': send,
      'choice.keepEditing': send,
      'choice.rooms': send,
      'choice.products': send,
      'xstate.done.actor.loadStep': (e) => pending.load?.resolve(output(e)),
      'xstate.error.actor.loadStep': (e) => pending.load?.reject(error(e)),
      'xstate.done.actor.saveStep': (e) => pending.save?.resolve(output(e)),
      'xstate.error.actor.saveStep': (e) => pending.save?.reject(error(e)),
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
