import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise } from 'xstate';
import type { ChatMessage, SendMessageRequest } from '../../machines/chatThread.machine.ts';
import { coverage, describePath, stepsOf } from './graphCoverage.ts';
import { model } from './models/chatThread.model.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose seen and
// send calls are fakes settled as the path says.

type Settle = { resolve: (v: never) => void; reject: (e: unknown) => void };

describe('chat thread machine paths', () => {
  type Event = EventFromLogic<typeof model.machine>;
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const settle: Record<string, Settle> = {};
    const fake = <T, I>(id: string) =>
      fromPromise<T, I>(
        () => new Promise<T>((resolve, reject) => (settle[id] = { resolve, reject } as Settle)),
      );
    const actor = createActor(
      model.machine.provide({
        actors: {
          markSeen: fake<unknown, { threadId: string }>('markSeen'),
          sendMessage: fake<ChatMessage, SendMessageRequest>('sendMessage'),
        },
      }),
      { input: model.input },
    );
    const appended: unknown[] = [];
    actor.on('message.appended', (e) => appended.push(e.message));
    actor.start();
    const send = (e: { type: string }) => actor.send(e as Event);
    const output = (e: { type: string }) => (e as unknown as { output: never }).output;
    const error = (e: { type: string }) => (e as unknown as { error: unknown }).error;
    const drive = {
      'thread.open': send,
      'thread.close': send,
      'message.receive': send,
      'draft.change': send,
      'message.send': send,
      'xstate.done.actor.markSeen': (e) => settle.markSeen?.resolve(output(e)),
      'xstate.error.actor.markSeen': (e) => settle.markSeen?.reject(error(e)),
      'xstate.done.actor.sendMessage': (e) => settle.sendMessage?.resolve(output(e)),
      'xstate.error.actor.sendMessage': (e) => settle.sendMessage?.reject(error(e)),
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
