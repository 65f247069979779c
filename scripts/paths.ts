/**
 * `npm run paths [machineId]`: the paths xstate/graph generates for each machine model
 * (machines/<id>.model.ts), written as steps (`event → state`) for QA to turn into cases, with a
 * count per machine at the end.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StateValue } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import {
  inputsOf,
  type MachineModel,
  shortestPaths,
  simplePaths,
  stepsOf,
} from '../machines/machineModel.ts';

const MODELS = new URL('../machines/', import.meta.url);

/** Every `*.model.ts` in machines/, sorted by file name: new models are picked up as they land. */
export async function loadModels(): Promise<MachineModel[]> {
  const files = (await readdir(MODELS)).filter((f) => f.endsWith('.model.ts')).sort();
  const models: MachineModel[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(fileURLToPath(new URL(file, MODELS))).href)) as {
      model?: MachineModel;
    };
    if (!mod.model) throw new Error(`${file} exports no \`model\``);
    models.push(mod.model);
  }
  return models;
}

/** { layout: 'hours', schedule: 'fixed' } → layout.hours + schedule.fixed */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      if (child === undefined) return key;
      const inner = stateLabel(child as StateValue);
      return inner.includes(' + ') ? `${key}.(${inner})` : `${key}.${inner}`;
    })
    .join(' + ');
}

const PAYLOAD_LIMIT = 90;

/** An event as QA reads it: its type, then its payload in short. */
export function eventLabel(event: { type: string }): string {
  const { type, ...payload } = event as { type: string } & Record<string, unknown>;
  delete payload.actorId;
  if (Object.keys(payload).length === 0) return type;
  const text = JSON.stringify(payload, (_, v) => (v instanceof Error ? `Error: ${v.message}` : v));
  return `${type} ${text.length > PAYLOAD_LIMIT ? `${text.slice(0, PAYLOAD_LIMIT - 1)}…` : text}`;
}

type Path = {
  steps: readonly { event: { type: string }; state: { value: StateValue } }[];
  state: { value: StateValue };
};

export function pathLines(path: Path): string[] {
  const steps = stepsOf(path.steps);
  const start = path.steps[0]?.state.value ?? path.state.value;
  return [
    `start → ${stateLabel(start)}`,
    ...steps.map((s) => `${eventLabel(s.event)} → ${stateLabel(s.state.value)}`),
  ];
}

/**
 * Simple paths grow combinatorially with the states a machine's context creates; past this many
 * reachable snapshots they are not enumerated (the shortest paths already reach every state).
 */
const SIMPLE_PATHS_MAX_SNAPSHOTS = 15;
const SIMPLE_PATHS_SHOWN = 50;

/** Output for a person at a terminal (the report itself, not a debug log). */
const print = (line = '') => process.stdout.write(`${line}\n`);

async function main() {
  const only = process.argv[2];
  const models = (await loadModels()).filter((m) => !only || m.id === only);
  if (only && models.length === 0) throw new Error(`No model with id ${only} in machines/`);
  const summary: [string, number, string][] = [];
  for (const model of models) {
    const shortest = shortestPaths(model);
    const inputs = inputsOf(model);
    const snapshots = inputs
      .map((input) => getAdjacencyMap(model.machine, { events: model.events as never, input }))
      .reduce((n, adjacency) => n + Object.keys(adjacency).length, 0);
    const simple = snapshots <= SIMPLE_PATHS_MAX_SNAPSHOTS ? simplePaths(model, SIMPLE_PATHS_SHOWN) : null;
    // A model with several starts says which one each path takes.
    const startOf = (path: { input: unknown }) =>
      inputs.length > 1 ? ` (start #${inputs.indexOf(path.input) + 1})` : '';
    print(`\n━━ ${model.id}: ${shortest.length} shortest paths (${snapshots} reachable snapshots)`);
    if (inputs.length > 1) {
      for (const [i, input] of inputs.entries()) {
        print(`  start #${i + 1}: ${eventLabel({ type: 'input', ...(input as object) })}`);
      }
    }
    shortest.forEach((path, i) => {
      print(`\n  shortest #${i + 1} → ${stateLabel(path.state.value)}${startOf(path)}`);
      for (const line of pathLines(path)) print(`    ${line}`);
    });
    if (simple) {
      print(
        `\n  ${simple.length} simple paths${simple.length === SIMPLE_PATHS_SHOWN ? ' (first shown only)' : ''}`,
      );
      simple.forEach((path, i) => {
        print(`\n  simple #${i + 1} → ${stateLabel(path.state.value)}${startOf(path)}`);
        for (const line of pathLines(path)) print(`    ${line}`);
      });
    } else {
      print(`\n  simple paths not listed: ${snapshots} snapshots are too many to enumerate them`);
    }
    summary.push([model.id, shortest.length, simple ? String(simple.length) : '—']);
  }
  print('\nmachine                  shortest  simple');
  for (const [id, count, simple] of summary) {
    print(`${id.padEnd(24)} ${String(count).padStart(8)}  ${simple.padStart(6)}`);
  }
  print(`${'total'.padEnd(24)} ${String(summary.reduce((n, [, c]) => n + c, 0)).padStart(8)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
