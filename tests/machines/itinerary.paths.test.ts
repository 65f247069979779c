import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ItineraryEvent } from '../../machines/itinerary.machine.ts';
import { model } from '../../machines/itinerary.model.ts';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose
// saveItinerary is a fake that resolves or rejects as the path says.
describe('itinerary machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['saveItinerary']);
    const actor = createActor(model.machine.provide({ actors: fakes.actors })).start();
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
      'xstate.done.actor.saveItinerary': fakes.settle,
      'xstate.error.actor.saveItinerary': fakes.settle,
    } satisfies Record<(typeof model.events)[number]['type'], (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) {
      drive[step.event.type as keyof typeof drive](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    actor.stop();
  });
});
