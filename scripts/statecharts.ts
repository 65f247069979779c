/**
 * `npm run statecharts [machineId]`: for every machine model (machines/<id>.model.ts), writes to
 * docs/statecharts/:
 * - <id>.config.js, the machine as a self-contained `createMachine({...})` (guards, actions and actors
 *   named, no imports besides xstate) that pastes into Stately's visualizer or editor;
 * - <id>.json, the machine's definition and graph as the diagram reads them;
 * - <id>.svg, a diagram (boxes for states, nested inside their parents, arrows labelled `event [guard]`,
 *   laid out by elkjs).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ELK from 'elkjs/lib/elk.bundled.js';
import { statechartConfig, statechartConfigSource } from '../machines/statechartConfig.ts';
import { statechartDefinition, statechartGraph } from '../machines/statechartGraph.ts';
import { renderStatechartSvg } from '../src/features/dev/statechartSvg.ts';
import { loadModels } from './paths.ts';

/** Output for a person at a terminal (the report itself, not a debug log). */
const print = (line = '') => process.stdout.write(`${line}\n`);

async function main() {
  const only = process.argv[2];
  const out = fileURLToPath(new URL('../docs/statecharts/', import.meta.url));
  await mkdir(out, { recursive: true });
  const models = (await loadModels()).filter((m) => !only || m.id === only);
  if (only && models.length === 0) throw new Error(`No model with id ${only} in machines/`);
  const elk = new ELK();
  const rows: string[] = [];
  for (const model of models) {
    const graph = statechartGraph(model.machine);
    const json = { id: model.id, definition: statechartDefinition(model.machine), graph };
    await writeFile(join(out, `${model.id}.json`), `${JSON.stringify(json, null, 2)}\n`);
    await writeFile(join(out, `${model.id}.svg`), await renderStatechartSvg(graph, elk));
    const config = statechartConfig(model.machine, model.input);
    await writeFile(join(out, `${model.id}.config.js`), statechartConfigSource(model.id, config));
    rows.push(
      `${model.id.padEnd(24)} ${String(graph.nodes.length).padStart(6)} ${String(graph.edges.length).padStart(6)}`,
    );
  }
  print(`${'machine'.padEnd(24)} ${'states'.padStart(6)} ${'arrows'.padStart(6)}`);
  print(rows.join('\n'));
  print(`\nWrote ${models.length * 3} files to docs/statecharts/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
