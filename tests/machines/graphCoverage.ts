import type { AnyActorScope, AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { createEmptyActor } from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';
import { inputsOf, type MachineModel, shortestPaths } from '../../machines/machineModel.ts';
import { guardLabel, stateValueOf } from '../../machines/statechartGraph.ts';

/**
 * An actor scope like the one xstate/graph walks with, whose system reports every microstep's transitions:
 * the event's own and the eventless (`always`) ones that follow it, which no event names.
 */
function recordingScope(record: (transitions: readonly AnyTransitionDefinition[]) => void): AnyActorScope {
  const empty = createEmptyActor();
  empty.system.inspect((event) => {
    if (event.type === '@xstate.microstep') record(event._transitions);
  });
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as AnyActorScope;
}

/** Every transition a machine declares: on events, after delays, on invoked actors' answers, and eventless. */
function declaredTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const nodes = new Set([machine.root, ...getStateNodes(machine.root)]);
  return [...nodes].flatMap((n) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])]);
}

const describeTransition = (t: AnyTransitionDefinition) => {
  const guard = guardLabel(t.guard);
  return `${t.source.id} on ${t.eventType || 'always'}${guard ? ` [${guard}]` : ''}`;
};

/**
 * The coverage guard: every state node reached by some shortest path, and every declared transition —
 * eventless ones included — taken by the walk. State assertions whose key matches nothing would otherwise
 * pass silently, and an `always` transition no path takes would go unnoticed.
 */
export function coverage<M extends MachineModel>(model: M) {
  const { machine, events } = model;
  const paths = shortestPaths(model);
  const nodes = getStateNodes(machine.root).filter((n) => n.path.length > 0);
  const unreached = nodes
    .filter((n) => !paths.some((p) => p.state.matches(stateValueOf(n.path) as never)))
    .map((n) => n.id);

  const taken = new Set<AnyTransitionDefinition>();
  const scope = recordingScope((transitions) => {
    for (const t of transitions) taken.add(t);
  });
  // Each start takes the eventless transitions of the initial states; every edge of the walk, its event's
  // and the eventless ones after it.
  for (const input of inputsOf(model)) {
    machine.getInitialSnapshot(scope, input);
    const adjacency = getAdjacencyMap(machine, { events: events as never, input });
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event } of Object.values(transitions) as { event: never }[]) {
        machine.transition(state as never, event, scope);
      }
    }
  }
  const untaken = declaredTransitions(machine)
    .filter((t) => !taken.has(t))
    .map(describeTransition);
  return { paths, unreached, untaken };
}
