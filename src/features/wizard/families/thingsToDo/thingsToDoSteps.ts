import type { TourStep } from './builtWizards.ts';
import { type LazyStepDefinition, lazyStep } from './lazyStep.ts';
import { STAY_STEPS } from './stayStepRegistry.ts';

/**
 * Every step of the tour, community tourism and tourist package wizards (SPEC §2 "Wizards"), each a
 * chunk of its own. The steps a stay has too are the stays' own: they take the product's type from the
 * request and reach the things-to-do endpoints for these types.
 */
export const TOUR_STEPS: Record<TourStep, LazyStepDefinition> = {
  information: lazyStep(() =>
    import('./tourSteps/TourInformationStep.tsx').then((step) => step.tourInformationStep),
  ),
  'information-additional': lazyStep(() =>
    import('./tourSteps/TourDetailsStep.tsx').then((step) => step.tourDetailsStep),
  ),
  location: STAY_STEPS.location,
  'bring-additional': lazyStep(() => import('./tourSteps/BringStep.tsx').then((step) => step.bringStep)),
  multimedia: STAY_STEPS.multimedia,
  availability: lazyStep(() =>
    import('./tourSteps/AvailabilityStep.tsx').then((step) => step.availabilityStep),
  ),
  itinerary: lazyStep(() => import('./tourSteps/ItineraryStep.tsx').then((step) => step.itineraryStep)),
  'cancellation-policy': STAY_STEPS['cancellation-policy'],
  prices: lazyStep(() => import('./tourSteps/TourPricesStep.tsx').then((step) => step.tourPricesStep)),
  'service-rules': STAY_STEPS['service-rules'],
  'advertising-channels': STAY_STEPS['advertising-channels'],
  recommendations: STAY_STEPS.recommendations,
  confirmation: STAY_STEPS.confirmation,
};
