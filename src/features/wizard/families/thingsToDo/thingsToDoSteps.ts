import type { StepOfFamily } from '../../builtWizards.ts';
import { GENERAL_STEPS } from '../../generalSteps.ts';
import { type LazyStepDefinition, lazyStep } from '../../lazyStep.ts';

/**
 * Every step of the tour, community tourism and tourist package wizards (SPEC §2 "Wizards"), each a chunk of its
 * own; the general ones are every family's.
 */
export const THINGS_TO_DO_STEPS: Record<StepOfFamily<'thingsToDo'>, LazyStepDefinition> = {
  ...GENERAL_STEPS,
  information: lazyStep(() =>
    import('../../tourSteps/TourInformationStep.tsx').then((step) => step.tourInformationStep),
  ),
  'information-additional': lazyStep(() =>
    import('../../tourSteps/TourDetailsStep.tsx').then((step) => step.tourDetailsStep),
  ),
  'bring-additional': lazyStep(() => import('../../tourSteps/BringStep.tsx').then((step) => step.bringStep)),
  availability: lazyStep(() =>
    import('../../tourSteps/AvailabilityStep.tsx').then((step) => step.availabilityStep),
  ),
  itinerary: lazyStep(() => import('../../tourSteps/ItineraryStep.tsx').then((step) => step.itineraryStep)),
  prices: lazyStep(() => import('../../tourSteps/TourPricesStep.tsx').then((step) => step.tourPricesStep)),
};
