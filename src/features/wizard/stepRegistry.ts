import {
  type BuiltStep,
  type BuiltWizard,
  isTourWizard,
  type StayStep,
  type TourStep,
} from './builtWizards.ts';
import type { LazyStepDefinition } from './lazyStep.ts';
import { STAY_STEPS } from './stayStepRegistry.ts';
import { TOUR_STEPS } from './tourStepRegistry.ts';

/** A built wizard's step: its family's registry says how it loads, saves and draws. */
export const stepOf = (wizard: BuiltWizard, step: BuiltStep): LazyStepDefinition =>
  isTourWizard(wizard) ? TOUR_STEPS[step as TourStep] : STAY_STEPS[step as StayStep];

/** Fetches a step's code ahead of its page (the step routes' loader). */
export const preloadStep = (wizard: BuiltWizard, step: BuiltStep) => stepOf(wizard, step).preload();
