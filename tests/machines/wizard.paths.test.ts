import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { wizardMachine } from '../../machines/wizard.machine.ts';
import { model } from '../../machines/wizard.model.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose loadStep
// and saveStep are fakes that resolve or reject when the path says so.

type Event = EventFromLogic<typeof wizardMachine>;
type EventType = (typeof model.events)[number]['type'];

describe('wizard machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['loadStep', 'saveStep']);
    const actor = createActor(wizardMachine.provide({ actors: fakes.actors }), {
      input: path.input,
    }).start();
    const send = (e: { type: string }) => actor.send(e as Event);
    const drive = {
      'step.save': send,
      'failure.dismiss': send,
      'load.retry': send,
      'choice.keepEditing': send,
      'choice.rooms': send,
      'choice.products': send,
      'form.change': send,
      'leave.request': send,
      'leave.stay': send,
      'leave.discard': send,
      'xstate.done.actor.loadStep': fakes.settle,
      'xstate.error.actor.loadStep': fakes.settle,
      'xstate.done.actor.saveStep': fakes.settle,
      'xstate.error.actor.saveStep': fakes.settle,
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
