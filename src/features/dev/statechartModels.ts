import type { MachineModel } from '../../../machines/machineModel.ts';

// The machine models (machine, sample events with payloads, input; machines/<id>.model.ts) are what the
// viewer runs: the same walk the model-based tests take, one click at a time.
const modules = import.meta.glob<{ model: MachineModel }>('../../../machines/*.model.ts');

/** Every machine model, sorted by id; loaded on demand so the viewer stays out of the main bundle. */
export async function loadStatechartModels(): Promise<MachineModel[]> {
  const loaded = await Promise.all(Object.values(modules).map((load) => load()));
  return loaded.map((m) => m.model).sort((a, b) => a.id.localeCompare(b.id));
}
