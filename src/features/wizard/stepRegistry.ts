import type { FamilyId } from '../../families/familyList.ts';
import { type BuiltWizard, familyOfWizard, type WizardPageStep } from './builtWizards.ts';

/**
 * The step routes' loader asks, with the registry it loads, whether a wizard is built, or is a transport kind's contact
 * form (the kinds table stays out of every page's route tree).
 */
export { isContactWizard } from '../../../machines/productTypes.ts';
export { isBuiltWizard } from './builtWizards.ts';

import { HOTEL_ROOM_STEPS, HOTEL_STEPS } from './families/hotels/hotelSteps.ts';
import { STAY_STEPS } from './families/stays/staySteps.ts';
import { THINGS_TO_DO_STEPS } from './families/thingsToDo/thingsToDoSteps.ts';
import type { LazyStepDefinition } from './lazyStep.ts';

/**
 * Each family's registry (families/<family>/): how its steps load, save and draw. Keyed by the family list, so a
 * family added there does not compile until it says its steps (none, while its wizards are not built).
 */
const STEPS_OF_FAMILY: Record<FamilyId, Partial<Record<WizardPageStep, LazyStepDefinition>>> = {
  stays: STAY_STEPS,
  hotels: { ...HOTEL_STEPS, ...HOTEL_ROOM_STEPS },
  thingsToDo: THINGS_TO_DO_STEPS,
  attractions: {},
  gastronomy: {},
  guides: {},
};

/** A built wizard's step: its family's registry says how it loads, saves and draws. */
export const stepOf = (wizard: BuiltWizard, step: WizardPageStep): LazyStepDefinition =>
  STEPS_OF_FAMILY[familyOfWizard(wizard)][step]!;

/** Whether a built wizard's registry draws this step (every product step, and a hotel's or hostel's room steps). */
export const isBuiltStep = (wizard: BuiltWizard, step: string): step is WizardPageStep =>
  Object.hasOwn(STEPS_OF_FAMILY[familyOfWizard(wizard)], step);

/** Fetches a step's code ahead of its page (the step routes' loader); nothing for a step not built yet. */
export const preloadStep = async (wizard: BuiltWizard, step: WizardPageStep) => {
  if (isBuiltStep(wizard, step)) await stepOf(wizard, step).preload();
};
