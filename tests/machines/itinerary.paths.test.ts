import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ItineraryEvent } from '../../machines/itinerary.machine.ts';
import { coverage, describePath, stepsOf } from './graphCoverage.ts';
import { model } from './models/itinerary.model.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose
// saveItinerary is a fake that resolves or rejects as the path says.
describe('itinerary machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
    const actor = createActor(
      model.machine.provide({
        actors: {
          saveItinerary: fromPromise(() => new Promise((resolve, reject) => (settle = { resolve, reject }))),
        },
      }),
    ).start();
    const send = (e: { type: string }) => actor.send(e as ItineraryEvent);
    const drive = {
      'itinerary.load': send,
      'duration.change': send,
      'days.count': send,
      'schedule.flexible': send,
      'schedule.fixed': send,
      'activity.add': send,
      'activity.remove': send,
      'startTime.add': send,
      'startTime.remove': send,
      'itinerary.submit': send,
      'xstate.done.actor.saveItinerary': (e) => settle?.resolve((e as unknown as { output: unknown }).output),
      'xstate.error.actor.saveItinerary': (e) => settle?.reject((e as unknown as { error: unknown }).error),
    } satisfies Record<(typeof model.events)[number]['type'], (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) {
      drive[step.event.type as keyof typeof drive](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    actor.stop();
  });
});
