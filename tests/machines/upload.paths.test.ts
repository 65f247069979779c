import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, SimulatedClock } from 'xstate';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { PROGRESS_HIDE_DELAY_MS } from '../../machines/upload.machine.ts';
import { model } from '../../machines/upload.model.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path xstate/graph finds with the model's events is
// replayed on a real actor whose requests (picture shapes, upload, deletion) are fakes, and whose clock is
// simulated for the 1.5 s delay.

describe('upload machine paths', () => {
  type Event = EventFromLogic<typeof model.machine>;
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['readPictureShapes', 'uploadFiles', 'deleteItem']);
    const clock = new SimulatedClock();
    const actor = createActor(model.machine.provide({ actors: fakes.actors }), {
      input: model.input,
      clock,
    }).start();
    const drive = {
      'files.select': (e) => actor.send(e as Extract<Event, { type: 'files.select' }>),
      'crop.done': (e) => actor.send(e as Extract<Event, { type: 'crop.done' }>),
      'crop.cancel': () => actor.send({ type: 'crop.cancel' }),
      'gallery.save': () => actor.send({ type: 'gallery.save' }),
      'error.dismiss': () => actor.send({ type: 'error.dismiss' }),
      'item.delete': (e) => actor.send(e as Extract<Event, { type: 'item.delete' }>),
      'deletion.confirm': () => actor.send({ type: 'deletion.confirm' }),
      'deletion.cancel': () => actor.send({ type: 'deletion.cancel' }),
      'xstate.done.actor.readPictureShapes': fakes.settle,
      'xstate.error.actor.readPictureShapes': fakes.settle,
      'xstate.done.actor.uploadFiles': fakes.settle,
      'xstate.error.actor.uploadFiles': fakes.settle,
      'xstate.done.actor.deleteItem': fakes.settle,
      'xstate.error.actor.deleteItem': fakes.settle,
      'xstate.after.progressHide.upload.done': () => clock.increment(PROGRESS_HIDE_DELAY_MS),
    } satisfies Record<(typeof model.events)[number]['type'], (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) {
      drive[step.event.type as keyof typeof drive](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
    actor.stop();
  });
});
