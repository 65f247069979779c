import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { model } from '../../machines/messageThread.model.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose seen and
// send calls are fakes settled as the path says.

describe('chat thread machine paths', () => {
  type Event = EventFromLogic<typeof model.machine>;
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['markSeen', 'sendMessage']);
    const actor = createActor(model.machine.provide({ actors: fakes.actors }), { input: path.input });
    const appended: unknown[] = [];
    actor.on('message.appended', (e) => appended.push(e.message));
    actor.start();
    const send = (e: { type: string }) => actor.send(e as Event);
    const drive = {
      'thread.open': send,
      'thread.close': send,
      'message.receive': send,
      'draft.change': send,
      'message.send': send,
      'xstate.done.actor.markSeen': fakes.settle,
      'xstate.error.actor.markSeen': fakes.settle,
      'xstate.done.actor.sendMessage': fakes.settle,
      'xstate.error.actor.sendMessage': fakes.settle,
    } satisfies Record<(typeof model.events)[number]['type'], (event: { type: string }) => void>;
    const steps = stepsOf(path.steps);
    for (const step of steps) {
      drive[step.event.type as keyof typeof drive](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
    expect(appended).toHaveLength(
      steps.filter((s) => s.event.type === 'xstate.done.actor.sendMessage').length,
    );
    actor.stop();
  });
});
