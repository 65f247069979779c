import { type BuiltFamily, type BuiltStep, type BuiltWizard, familyOfWizard } from './builtWizards.ts';

/** The step routes' loader asks, with the registry it loads, whether a wizard is built. */
export { isBuiltWizard } from './builtWizards.ts';

import type { LazyStepDefinition } from './lazyStep.ts';
import { STAY_STEPS } from './stayStepRegistry.ts';
import { TOUR_STEPS } from './tourStepRegistry.ts';

/** Each built family's registry: how its steps load, save and draw. */
const STEPS_OF_FAMILY: Record<BuiltFamily, Partial<Record<BuiltStep, LazyStepDefinition>>> = {
  stays: STAY_STEPS,
  thingsToDo: TOUR_STEPS,
};

/** A built wizard's step: its family's registry says how it loads, saves and draws. */
export const stepOf = (wizard: BuiltWizard, step: BuiltStep): LazyStepDefinition =>
  STEPS_OF_FAMILY[familyOfWizard(wizard)][step]!;

/** Fetches a step's code ahead of its page (the step routes' loader). */
export const preloadStep = (wizard: BuiltWizard, step: BuiltStep) => stepOf(wizard, step).preload();
