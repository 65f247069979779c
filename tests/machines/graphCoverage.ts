import type { AnyStateMachine, StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import { stateValueOf } from '../../src/features/dev/statechartGraph.ts';

/**
 * A machine as QA walks it: the events a person or a fake (an invoked actor's answer, written as
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>`) can send, with sample payloads, and the input it starts with.
 * One model per machine lives in tests/machines/models/<id>.model.ts; the path tests and `npm run paths` read them.
 */
export interface MachineModel {
  id: string;
  machine: AnyStateMachine;
  events: readonly { type: string }[];
  input?: unknown;
}

export function shortestPaths(model: MachineModel) {
  return getShortestPaths(model.machine, { events: model.events as never, input: model.input });
}

/** Simple paths, capped: on machines with many loops they grow fast, and QA needs a readable list. */
export function simplePaths(model: MachineModel, limit = 200) {
  return getSimplePaths(model.machine, { events: model.events as never, input: model.input }).slice(0, limit);
}

/**
 * The coverage guard: every state node reached by some shortest path, and every declared transition taken
 * by the walk. State assertions whose key matches nothing would otherwise pass silently.
 */
export function coverage(model: MachineModel) {
  const { machine, events, input } = model;
  const paths = shortestPaths(model);
  const nodes = getStateNodes(machine.root).filter((n) => n.path.length > 0);
  const unreached = nodes
    .filter((n) => !paths.some((p) => p.state.matches(stateValueOf(n.path) as never)))
    .map((n) => n.id);

  const declared = new Set(nodes.flatMap((n) => [...n.transitions.values()].flat()));
  for (const t of [...machine.root.transitions.values()].flat()) declared.add(t);
  const taken = new Set<unknown>();
  const adjacency = getAdjacencyMap(machine, { events: events as never, input });
  for (const { state, transitions } of Object.values(adjacency)) {
    for (const { event } of Object.values(transitions) as { event: unknown }[]) {
      for (const t of machine.getTransitionData(state as never, event as never)) taken.add(t);
    }
  }
  const untaken = [...declared].filter((t) => !taken.has(t)).map((t) => `${t.source.id} on ${t.eventType}`);
  return { paths, unreached, untaken };
}

/** The steps a person or a fake takes (the walk starts with the machine's own init event). */
export const stepsOf = <T extends { event: { type: string } }>(steps: readonly T[]) =>
  steps.filter((s) => s.event.type !== 'xstate.init');

/** A path as QA reads it: the state reached, and the events that lead there. */
export const describePath = (path: {
  steps: readonly { event: { type: string } }[];
  state: { value: StateValue };
}) =>
  `${JSON.stringify(path.state.value)} via ${
    stepsOf(path.steps)
      .map((s) => s.event.type)
      .join(' → ') || 'start'
  }`;
