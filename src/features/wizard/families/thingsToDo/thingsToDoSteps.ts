import { withCatalogs } from '../../../../i18n/i18n.ts';
import type { StepOfFamily } from '../../builtWizards.ts';
import { GENERAL_STEPS } from '../../generalSteps.ts';
import { type LazyStepDefinition, lazyStep } from '../../lazyStep.ts';

/**
 * Every step of the tour, community tourism and tourist package wizards (SPEC §2 "Wizards"), each a chunk of its
 * own whose words are a catalog of their own fetched with it (src/i18n/features.ts); the general ones are every
 * family's.
 */
export const THINGS_TO_DO_STEPS: Record<StepOfFamily<'thingsToDo'>, LazyStepDefinition> = {
  ...GENERAL_STEPS,
  information: lazyStep(() =>
    withCatalogs(['wizardTours'], import('../../tourSteps/TourInformationStep.tsx')).then(
      (step) => step.tourInformationStep,
    ),
  ),
  'information-additional': lazyStep(() =>
    withCatalogs(['wizardTours'], import('../../tourSteps/TourDetailsStep.tsx')).then(
      (step) => step.tourDetailsStep,
    ),
  ),
  'bring-additional': lazyStep(() =>
    withCatalogs(['wizardTours'], import('../../tourSteps/BringStep.tsx')).then((step) => step.bringStep),
  ),
  availability: lazyStep(() =>
    withCatalogs(['wizardTours'], import('../../tourSteps/AvailabilityStep.tsx')).then(
      (step) => step.availabilityStep,
    ),
  ),
  itinerary: lazyStep(() =>
    withCatalogs(['wizardTours'], import('../../tourSteps/ItineraryStep.tsx')).then(
      (step) => step.itineraryStep,
    ),
  ),
  prices: lazyStep(() =>
    withCatalogs(['wizardTours'], import('../../tourSteps/TourPricesStep.tsx')).then(
      (step) => step.tourPricesStep,
    ),
  ),
};
