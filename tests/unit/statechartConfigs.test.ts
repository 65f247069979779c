import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type AnyStateMachine,
  type AnyStateNode,
  assign,
  createMachine,
  fromPromise,
  not,
  setup,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { MachineModel } from '../../machines/machineModel.ts';
import { jsSource, statechartConfig, statechartConfigSource } from '../../machines/statechartConfig.ts';
import { actionLabel, guardLabel } from '../../machines/statechartGraph.ts';

// docs/statecharts/<id>.config.js is what a designer pastes into Stately: each must rebuild, with
// createMachine alone, into a machine of the same states and transitions as the real one.

const models = Object.values(
  import.meta.glob<{ model: MachineModel }>('../../machines/*.model.ts', { eager: true }),
).map((m) => m.model);
const exported = import.meta.glob<{ machine: AnyStateMachine }>('../../docs/statecharts/*.config.js', {
  eager: true,
});
const DOCS = new URL('../../docs/statecharts/', import.meta.url);
const configFile = (id: string) => `../../docs/statecharts/${id}.config.js`;

// Behaviour written inline has no name to keep: the export names it by where it sits, so the real machine's
// side only asks for a name of that kind there (`assign (demo.idle entry)` for an inline assign).
const actionName = (action: unknown) => {
  if (typeof action !== 'function') return actionLabel(action);
  const builtin = /^xstate\.(\w+)$/.exec(String((action as { type?: unknown }).type));
  return builtin ? expect.stringMatching(new RegExp(`^(xstate\\.)?${builtin[1]}\\b`)) : expect.any(String);
};
const guardName = (guard: unknown) => {
  const label = guardLabel(guard);
  return label === 'inline guard' ? expect.stringContaining('inline guard') : label;
};
const actorName = (src: unknown) =>
  typeof src === 'string' && src.startsWith('xstate.invoke.') ? expect.stringContaining('inline actor') : src;

/** A machine as a designer sees it: every state node, and every transition with its event, targets and guard. */
function shape(machine: AnyStateMachine, names: 'real' | 'exported') {
  const action = names === 'real' ? actionName : actionLabel;
  const guard = names === 'real' ? guardName : guardLabel;
  const actor = names === 'real' ? actorName : (src: unknown) => src;
  const nodes: AnyStateNode[] = [...new Set([machine.root, ...getStateNodes(machine.root)])];
  return nodes.map((node) => ({
    id: node.id,
    type: node.type,
    initial: node.initial?.target.map((t) => t.id) ?? [],
    tags: [...node.tags],
    entry: node.entry.map(action),
    exit: node.exit.map(action),
    invoke: node.invoke.map((i) => ({ id: i.id, src: actor(i.src) })),
    transitions: [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t) => ({
      source: t.source.id,
      event: t.eventType || 'always',
      targets: t.target?.map((target) => target.id) ?? [],
      guard: guard(t.guard),
      actions: t.actions.map(action),
      reenter: t.reenter,
    })),
  }));
}

describe('statechart configs in docs/statecharts', () => {
  it('exist for every machine model, and only for them', () => {
    expect(models.length).toBeGreaterThanOrEqual(12);
    const files = readdirSync(DOCS).filter((f) => f.endsWith('.config.js'));
    expect(files.sort()).toEqual(models.map((m) => `${m.id}.config.js`).sort());
  });

  it.each(models.map((m) => [m.id, m] as const))('%s rebuilds into the same machine', (id, model) => {
    const machine = exported[configFile(id)]?.machine;
    expect(machine, `docs/statecharts/${id}.config.js`).toBeDefined();
    expect(machine!.id).toBe(model.machine.id);
    expect(shape(machine!, 'exported')).toEqual(shape(model.machine, 'real'));
    const delays = Object.entries(model.machine.implementations.delays).filter(
      ([, d]) => typeof d === 'number',
    );
    expect(machine!.implementations.delays).toEqual(Object.fromEntries(delays));
  });

  it.each(models.map((m) => [m.id] as const))('%s needs nothing but xstate and is up to date', (id) => {
    const model = models.find((m) => m.id === id)!;
    const source = readFileSync(new URL(`${id}.config.js`, DOCS), 'utf8');
    expect(source.match(/^import .*$/gm)).toEqual(["import { createMachine } from 'xstate';"]);
    expect(source).toContain('export const machine = createMachine({');
    // No implementation came along: no function of any kind.
    expect(source).not.toMatch(/=>|\bfunction\b/);
    expect(source).toBe(statechartConfigSource(id, statechartConfig(model.machine, model.input)));
  });
});

describe('statechart config export', () => {
  const demo = setup({
    types: { context: {} as { count: number }, input: {} as { count: number } },
    guards: { isReady: () => true },
    actions: { log: (_, _params: unknown) => {} },
    actors: { fetchIt: fromPromise(async () => 1) },
    delays: { soon: 500, later: () => 900 },
  }).createMachine({
    id: 'demo',
    context: ({ input }) => ({ count: input.count }),
    initial: 'idle',
    states: {
      idle: {
        entry: assign({ count: 0 }),
        on: {
          go: [
            {
              guard: ({ context }) => context.count > 0,
              target: 'busy',
              actions: [
                function notify() {},
                'log',
                { type: 'log', params: ({ context }: { context: { count: number } }) => context.count },
              ],
            },
            { guard: not('isReady'), target: 'busy', actions: { type: 'log', params: { level: 'info' } } },
          ],
        },
        after: { soon: 'busy', later: { target: 'busy', reenter: true } },
      },
      busy: {
        invoke: { src: fromPromise(async () => 2), onDone: 'idle' },
        always: { guard: 'isReady', target: 'idle', actions: () => {} },
      },
    },
  });

  it('names inline behaviour by where it sits and keeps what is data', () => {
    const { config, delays } = statechartConfig(demo, { count: 4 });
    expect(delays).toEqual({ soon: 500 });
    expect(config).toEqual({
      id: 'demo',
      context: { count: 4 },
      initial: 'idle',
      states: {
        idle: {
          entry: 'assign (demo.idle entry)',
          on: {
            go: [
              {
                target: 'busy',
                guard: 'inline guard (demo.idle on go)',
                actions: ['notify', 'log', 'log'],
              },
              { target: 'busy', guard: '!isReady', actions: { type: 'log', params: { level: 'info' } } },
            ],
          },
          after: { soon: 'busy', later: { target: 'busy', reenter: true } },
        },
        busy: {
          invoke: { src: 'inline actor (demo.busy)', onDone: 'idle' },
          always: { target: 'idle', guard: 'isReady', actions: 'inline action (demo.busy always)' },
        },
      },
    });
    expect(shape(createMachine(config as never, { delays }), 'exported')).toEqual(shape(demo, 'real'));
  });

  it('writes source that evaluates back to the same data', () => {
    const data = {
      plain: 'it’s',
      quote: 'it\'s "quoted"',
      slash: 'a\\b',
      lines: 'one\ntwo',
      'xstate.done.actor.x': [1, 2.5, true, null, { deep: ['López', ''] }],
      long: Array.from({ length: 30 }, (_, i) => `item${i}`),
    };
    const source = jsSource(data);
    expect(source).toContain("'xstate.done.actor.x': [");
    expect(source).toContain('plain: ');
    expect(new Function(`return ${source};`)()).toEqual(data);
  });
});
