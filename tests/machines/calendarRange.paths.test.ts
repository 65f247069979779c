import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { model } from '../../machines/calendarRange.model.ts';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path xstate/graph finds with the model's events is
// replayed on a real actor whose save and load actors are fakes that settle as the path says.

type ModelEvent = (typeof model.events)[number];

describe('calendar range machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['saveAvailability', 'loadAvailability']);
    const actor = createActor(model.machine.provide({ actors: fakes.actors }), {
      input: path.input,
    }).start();
    const drive = {
      'calendar.click': (e) => actor.send(e as Extract<ModelEvent, { type: 'calendar.click' }>),
      'calendar.save': (e) => actor.send(e as Extract<ModelEvent, { type: 'calendar.save' }>),
      'dialog.confirm': () => actor.send({ type: 'dialog.confirm' }),
      'dialog.cancel': () => actor.send({ type: 'dialog.cancel' }),
      'dialog.close': () => actor.send({ type: 'dialog.close' }),
      'xstate.done.actor.saveAvailability': fakes.settle,
      'xstate.error.actor.saveAvailability': fakes.settle,
      'xstate.done.actor.loadAvailability': fakes.settle,
      'xstate.error.actor.loadAvailability': fakes.settle,
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
