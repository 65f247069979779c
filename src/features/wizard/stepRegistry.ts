import type { FamilyId } from '../../families/familyList.ts';
import { type BuiltStep, type BuiltWizard, familyOfWizard } from './builtWizards.ts';

/** The step routes' loader asks, with the registry it loads, whether a wizard is built. */
export { isBuiltWizard } from './builtWizards.ts';

import { HOTEL_STEPS } from './families/hotels/hotelSteps.ts';
import { STAY_STEPS } from './families/stays/staySteps.ts';
import { THINGS_TO_DO_STEPS } from './families/thingsToDo/thingsToDoSteps.ts';
import type { LazyStepDefinition } from './lazyStep.ts';

/**
 * Each family's registry (families/<family>/): how its steps load, save and draw. Keyed by the family list, so a
 * family added there does not compile until it says its steps (none, while its wizards are not built).
 */
const STEPS_OF_FAMILY: Record<FamilyId, Partial<Record<BuiltStep, LazyStepDefinition>>> = {
  stays: STAY_STEPS,
  hotels: HOTEL_STEPS,
  thingsToDo: THINGS_TO_DO_STEPS,
};

/** A built wizard's step: its family's registry says how it loads, saves and draws. */
export const stepOf = (wizard: BuiltWizard, step: BuiltStep): LazyStepDefinition =>
  STEPS_OF_FAMILY[familyOfWizard(wizard)][step]!;

/**
 * Whether a built wizard's registry draws this step: every product step does; a hotel's room steps come with the
 * room wizard (issue 29), and until then their pages say so.
 */
export const isBuiltStep = (wizard: BuiltWizard, step: string): step is BuiltStep =>
  Object.hasOwn(STEPS_OF_FAMILY[familyOfWizard(wizard)], step);

/** Fetches a step's code ahead of its page (the step routes' loader); nothing for a step not built yet. */
export const preloadStep = async (wizard: BuiltWizard, step: BuiltStep) => {
  if (isBuiltStep(wizard, step)) await stepOf(wizard, step).preload();
};
