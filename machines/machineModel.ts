import type { AnyStateMachine, StateValue } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';

/**
 * A machine as QA and designers walk it: the events a person or a fake (an invoked actor's answer, written as
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>`) can send, with sample payloads, and the input it starts
 * with. One model per machine lives beside it in machines/<id>.model.ts; the path tests, `npm run paths`,
 * `npm run statecharts` and the /dev/statecharts viewer read them. A model imports only its machine and
 * xstate: the viewer ships it, so nothing test-only may come in with it.
 */
export interface MachineModel {
  id: string;
  machine: AnyStateMachine;
  events: readonly { type: string }[];
  /** The start the viewer runs, and the first the walk takes. */
  input?: unknown;
  /**
   * Further starts the walk takes: inputs that send the machine down an eventless (`always`) transition
   * the first input never meets, e.g. a product stored as published passing through `hidden` at once.
   */
  otherInputs?: readonly unknown[];
}

/** An input the walk starts from, as the model types it. */
export type ModelInput<M extends MachineModel> =
  | M['input']
  | (M extends { otherInputs: readonly (infer I)[] } ? I : never);

/** Every start of the walk: the model's input, then its other inputs. */
export const inputsOf = <M extends MachineModel>(model: M): ModelInput<M>[] => [
  model.input,
  ...(model.otherInputs ?? []),
];

/** The shortest path to every reachable snapshot, from each start; a path carries the input it starts with. */
export function shortestPaths<M extends MachineModel>(model: M) {
  return inputsOf(model).flatMap((input) =>
    getShortestPaths(model.machine, { events: model.events as never, input }).map((path) => ({
      ...path,
      input,
    })),
  );
}

/** Simple paths, capped: on machines with many loops they grow fast, and QA needs a readable list. */
export function simplePaths<M extends MachineModel>(model: M, limit = 200) {
  return inputsOf(model)
    .flatMap((input) =>
      getSimplePaths(model.machine, { events: model.events as never, input }).map((path) => ({
        ...path,
        input,
      })),
    )
    .slice(0, limit);
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
