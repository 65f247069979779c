import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import type { ScheduleDayEvent } from '../../machines/scheduleDay.machine.ts';
import { model } from '../../machines/scheduleDay.model.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path xstate/graph generates from the model is
// replayed on a real actor; the coverage guard checks every state and transition was reached.
describe('scheduleDay machine paths', () => {
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', (_, path) => {
    const actor = createActor(model.machine, { input: path.input }).start();
    const send = (e: { type: string }) => actor.send(e as ScheduleDayEvent);
    const drive = {
      'kind.scheduled': send,
      'kind.alwaysOpen': send,
      'kind.closed': send,
      'hours.opening': send,
      'hours.closing': send,
      'setting.apply': send,
      'copy.open': send,
      'copy.toggleDay': send,
      'copy.everyday': send,
      'copy.apply': send,
      'copy.cancel': send,
    } satisfies Record<(typeof model.events)[number]['type'], (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) drive[step.event.type as keyof typeof drive](step.event);
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
    actor.stop();
  });
});
