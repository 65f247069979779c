import type { MachineModel } from '../../../tests/machines/graphCoverage.ts';

// The QA models (machine, sample events with payloads, input) are what the viewer runs: the same
// walk the model-based tests take, one click at a time.
const modules = import.meta.glob<{ model: MachineModel }>('../../../tests/machines/models/*.model.ts');

/** Every machine model, sorted by id; loaded on demand so the viewer stays out of the main bundle. */
export async function loadStatechartModels(): Promise<MachineModel[]> {
  const loaded = await Promise.all(Object.values(modules).map((load) => load()));
  return loaded.map((m) => m.model).sort((a, b) => a.id.localeCompare(b.id));
}
