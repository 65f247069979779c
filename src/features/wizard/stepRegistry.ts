import type { FamilyId } from '../../families/familyList.ts';
import {
  type BuiltWizard,
  familyOfWizard,
  roomStepsOf,
  stepsOfWizard,
  type WizardPageStep,
} from './builtWizards.ts';
import { type LazyStepDefinition, lazyStep } from './lazyStep.ts';

/** The step routes' loader asks, with the registry it loads, whether a wizard is built (the kinds table stays out of
 * every page's route tree). */
export { isBuiltWizard } from './builtWizards.ts';

type FamilySteps = Partial<Record<WizardPageStep, LazyStepDefinition>>;

/**
 * Each family's registry (families/<family>/): how its steps load, save and draw, a chunk of its own fetched with
 * the family's first step, so a wizard's frame does not carry every family's steps and their preload lists (issue
 * 30: six families' were ~2 KiB of every wizard screen). Keyed by the family list, so a family added there does not
 * compile until it says its steps; each registry is typed by its wizards' full list of steps.
 */
const STEPS_OF_FAMILY: Record<FamilyId, () => Promise<FamilySteps>> = {
  stays: () => import('./families/stays/staySteps.ts').then((module) => module.STAY_STEPS),
  hotels: () =>
    import('./families/hotels/hotelSteps.ts').then((module) => ({
      ...module.HOTEL_STEPS,
      ...module.HOTEL_ROOM_STEPS,
    })),
  thingsToDo: () =>
    import('./families/thingsToDo/thingsToDoSteps.ts').then((module) => module.THINGS_TO_DO_STEPS),
  attractions: () =>
    import('./families/attractions/attractionsSteps.ts').then((module) => module.ATTRACTION_STEPS),
  gastronomy: () =>
    import('./families/gastronomy/gastronomySteps.ts').then((module) => module.RESTAURANT_STEPS),
  guides: () => import('./families/guides/guidesSteps.ts').then((module) => module.GUIDE_STEPS),
};

/** Each family's step as it was first asked for: one download of its registry and its code, however often asked. */
const asked = new Map<string, LazyStepDefinition>();

/** A built wizard's step: its family's registry, fetched the first time, says how it loads, saves and draws. */
export function stepOf(wizard: BuiltWizard, step: WizardPageStep): LazyStepDefinition {
  const family = familyOfWizard(wizard);
  const key = `${family} ${step}`;
  let found = asked.get(key);
  if (!found) {
    found = lazyStep(() => STEPS_OF_FAMILY[family]().then((registry) => registry[step]!.preload()));
    asked.set(key, found);
  }
  return found;
}

/** Whether a built wizard's page draws this step: every product step, and a hotel's or hostel's room steps. */
export const isBuiltStep = (wizard: BuiltWizard, step: string): step is WizardPageStep =>
  (stepsOfWizard(wizard) as readonly string[]).includes(step) ||
  (roomStepsOf(wizard) as readonly string[]).includes(step);

/** Fetches a step's code ahead of its page (the step routes' loader). */
export const preloadStep = async (wizard: BuiltWizard, step: WizardPageStep) => {
  if (isBuiltStep(wizard, step)) await stepOf(wizard, step).preload();
};
