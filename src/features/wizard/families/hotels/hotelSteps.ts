import { withCatalogs } from '../../../../i18n/i18n.ts';
import type { StepOfFamily } from '../../builtWizards.ts';
import { GENERAL_STEPS } from '../../generalSteps.ts';
import { type LazyStepDefinition, lazyStep } from '../../lazyStep.ts';

/**
 * Every product step of the hotel and hostel wizards (SPEC §2 "Wizards"): their own information (with the stars),
 * service and booking-details forms, whose words are a catalog of their own fetched with their code
 * (src/i18n/features.ts), and the steps every family shares. The room steps come with the room wizard.
 */
export const HOTEL_STEPS: Record<StepOfFamily<'hotels'>, LazyStepDefinition> = {
  location: GENERAL_STEPS.location,
  multimedia: GENERAL_STEPS.multimedia,
  'cancellation-policy': GENERAL_STEPS['cancellation-policy'],
  'advertising-channels': GENERAL_STEPS['advertising-channels'],
  confirmation: GENERAL_STEPS.confirmation,
  information: lazyStep(() =>
    withCatalogs(['wizardHotels'], import('./HotelInformationStep.tsx')).then(
      (step) => step.hotelInformationStep,
    ),
  ),
  service: lazyStep(() =>
    withCatalogs(['wizardHotels'], import('./HotelServiceStep.tsx')).then((step) => step.hotelServiceStep),
  ),
  'booking-details': lazyStep(() =>
    withCatalogs(['wizardHotels'], import('./HotelBookingStep.tsx')).then((step) => step.hotelBookingStep),
  ),
};
