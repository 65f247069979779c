import { withCatalogs } from '../../../../i18n/i18n.ts';
import type { StepOfFamily } from '../../builtWizards.ts';
import { GENERAL_STEPS } from '../../generalSteps.ts';
import { type LazyStepDefinition, lazyStep } from '../../lazyStep.ts';

/** Every step of the vacation rental, unique stay and private room wizards (SPEC §2 "Wizards"). */
export const STAY_STEPS: Record<StepOfFamily<'stays'>, LazyStepDefinition> = {
  ...GENERAL_STEPS,
  information: lazyStep(() =>
    withCatalogs(['wizardInformation'], import('../../steps/InformationStep.tsx')).then(
      (step) => step.informationStep,
    ),
  ),
  feature: lazyStep(() =>
    withCatalogs(['wizardFeature'], import('../../steps/FeatureStep.tsx')).then((step) => step.featureStep),
  ),
  rooms: lazyStep(() =>
    withCatalogs(['wizardRooms'], import('../../steps/RoomsStep.tsx')).then((step) => step.roomsStep),
  ),
  capacity: lazyStep(() =>
    withCatalogs(['wizardCapacity'], import('../../steps/CapacityStep.tsx')).then(
      (step) => step.capacityStep,
    ),
  ),
  'service-amenities': lazyStep(() =>
    withCatalogs(['wizardServiceAmenities'], import('../../steps/ServiceAmenitiesStep.tsx')).then(
      (step) => step.serviceAmenitiesStep,
    ),
  ),
  'booking-details': lazyStep(() =>
    withCatalogs(['wizardBookingDetails'], import('../../steps/BookingDetailsStep.tsx')).then(
      (step) => step.bookingDetailsStep,
    ),
  ),
  'price-seasons': lazyStep(() =>
    withCatalogs(['wizardPriceSeasons'], import('../../steps/PriceSeasonsStep.tsx')).then(
      (step) => step.priceSeasonsStep,
    ),
  ),
};
