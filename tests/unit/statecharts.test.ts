import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { guardLabel, statechartDefinition, statechartGraph } from '../../machines/statechartGraph.ts';
import { renderStatechartSvg } from '../../src/features/dev/statechartSvg.ts';

const door = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.knock' } },
  guards: { isUnlocked: () => true, isHome: () => true },
  actors: { ring: fromPromise(async () => 'ding') },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      initial: 'quiet',
      on: { 'door.open': { guard: 'isUnlocked', target: 'open' } },
      states: {
        quiet: { on: { 'door.knock': { guard: and(['isHome', not('isUnlocked')]), target: 'ringing' } } },
        ringing: {
          tags: ['busy'],
          invoke: { id: 'ring', src: 'ring', onDone: { target: 'quiet' } },
          on: { 'door.knock': {} },
        },
      },
    },
    open: { on: { 'door.close': { target: 'closed' } } },
  },
});

describe('statechart graph', () => {
  const graph = statechartGraph(door);

  it('lists every state node with its parent and initial marker', () => {
    expect(graph.id).toBe('door');
    expect(graph.nodes.map((n) => [n.id, n.parent, n.type, n.initial])).toEqual([
      ['door', null, 'compound', false],
      ['door.closed', 'door', 'compound', true],
      ['door.closed.quiet', 'door.closed', 'atomic', true],
      ['door.closed.ringing', 'door.closed', 'atomic', false],
      ['door.open', 'door', 'atomic', false],
    ]);
    const ringing = graph.nodes.find((n) => n.key === 'ringing')!;
    expect(ringing.tags).toEqual(['busy']);
    expect(ringing.invoke).toEqual(['ring']);
    expect(ringing.internal.map((t) => t.label)).toEqual(['door.knock']);
  });

  it('labels each arrow with its event and guard', () => {
    expect(graph.edges.map((e) => [e.source, e.target, e.label])).toEqual([
      ['door.closed', 'door.open', 'door.open [isUnlocked]'],
      ['door.closed.quiet', 'door.closed.ringing', 'door.knock [isHome && !isUnlocked]'],
      ['door.closed.ringing', 'door.closed.quiet', 'done: ring'],
      ['door.open', 'door.closed', 'door.close'],
    ]);
  });

  it('names guards as written', () => {
    expect(guardLabel(undefined)).toBeNull();
    expect(guardLabel('isHome')).toBe('isHome');
    expect(guardLabel({ type: 'isDuration', params: { durationType: 3 } })).toBe('isDuration(3)');
    expect(guardLabel({ type: 'isDuration' })).toBe('isDuration');
    expect(guardLabel({ type: 'startsAs', params: 'revision' })).toBe('startsAs(revision)');
    expect(guardLabel(and(['isHome', not('isUnlocked')]))).toBe('isHome && !isUnlocked');
    // An arrow function written in place takes the property's name (`guard`), which says nothing.
    expect(guardLabel({ guard: () => true }.guard)).toBe('inline guard');
  });

  it('nests the definition written to JSON', () => {
    const definition = statechartDefinition(door);
    expect(definition.initial).toBe('closed');
    expect(definition.states?.closed?.initial).toBe('quiet');
    expect(definition.states?.closed?.on?.['door.open']).toEqual([
      { target: ['door.open'], guard: 'isUnlocked' },
    ]);
    expect(definition.states?.closed?.states?.ringing?.on?.['done: ring']).toEqual([
      { target: ['door.closed.quiet'] },
    ]);
    expect(JSON.parse(JSON.stringify(definition))).toEqual(definition);
  });

  it('draws one box per state and one arrow per transition', async () => {
    const svg = await renderStatechartSvg(graph, new ELK());
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<g class="state"/g)).toHaveLength(graph.nodes.length);
    expect(svg.match(/<g class="transition"/g)).toHaveLength(graph.edges.length);
    expect(svg).toContain('door.open [isUnlocked]');
    expect(svg).toContain('door.knock [isHome &amp;&amp; !isUnlocked]');
    expect(svg.match(/class="initial"/g)).toHaveLength(2);
    expect(svg).not.toContain('NaN');
  });
});
