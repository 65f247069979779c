import type { FamilyId } from '../../families/familyList.ts';
import { type BuiltStep, type BuiltWizard, familyOfWizard } from './builtWizards.ts';

/** The step routes' loader asks, with the registry it loads, whether a wizard is built. */
export { isBuiltWizard } from './builtWizards.ts';

import { STAY_STEPS } from './families/stays/staySteps.ts';
import { THINGS_TO_DO_STEPS } from './families/thingsToDo/thingsToDoSteps.ts';
import type { LazyStepDefinition } from './lazyStep.ts';

/**
 * Each family's registry (families/<family>/): how its steps load, save and draw. Keyed by the family list, so a
 * family added there does not compile until it says its steps (none, while its wizards are not built).
 */
const STEPS_OF_FAMILY: Record<FamilyId, Partial<Record<BuiltStep, LazyStepDefinition>>> = {
  stays: STAY_STEPS,
  thingsToDo: THINGS_TO_DO_STEPS,
};

/** A built wizard's step: its family's registry says how it loads, saves and draws. */
export const stepOf = (wizard: BuiltWizard, step: BuiltStep): LazyStepDefinition =>
  STEPS_OF_FAMILY[familyOfWizard(wizard)][step]!;

/** Fetches a step's code ahead of its page (the step routes' loader). */
export const preloadStep = (wizard: BuiltWizard, step: BuiltStep) => stepOf(wizard, step).preload();
