import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { model } from '../../machines/emailChange.model.ts';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose confirmation call
// is a fake that settles as the path says.

type ModelEvent = (typeof model.events)[number];

describe('email change machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['confirmEmailChange']);
    const actor = createActor(model.machine.provide({ actors: fakes.actors }), {
      input: path.input,
    }).start();
    const drive = {
      'confirm.retry': () => actor.send({ type: 'confirm.retry' }),
      'xstate.done.actor.confirmEmailChange': fakes.settle,
      'xstate.error.actor.confirmEmailChange': fakes.settle,
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

describe('email change machine', () => {
  it('asks the server again only when it could not answer, never for a refused link', () => {
    const offline = model.machine.resolveState({
      value: 'refused',
      context: { secret: 's', email: null, failure: { status: 500, code: 'network', message: '' } },
    });
    expect(offline.can({ type: 'confirm.retry' })).toBe(true);
    const refused = model.machine.resolveState({
      value: 'refused',
      context: { secret: 's', email: null, failure: { status: 400, code: 'invalid_secret', message: '' } },
    });
    expect(refused.can({ type: 'confirm.retry' })).toBe(false);
  });
});
