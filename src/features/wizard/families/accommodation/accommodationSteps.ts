import type { ROOM_STEPS, VACATION_RENTAL_STEPS } from '../../../machines/wizardSteps.ts';
import { type LazyStepDefinition, lazyStep } from './lazyStep.ts';

type StayStep = (typeof VACATION_RENTAL_STEPS)[number] | (typeof ROOM_STEPS)[number];

/** Every step of the vacation rental, unique stay and private room wizards (SPEC §2 "Wizards"). */
export const STAY_STEPS: Record<StayStep, LazyStepDefinition> = {
  information: lazyStep(() => import('./steps/InformationStep.tsx').then((step) => step.informationStep)),
  location: lazyStep(() => import('./steps/LocationStep.tsx').then((step) => step.locationStep)),
  feature: lazyStep(() => import('./steps/FeatureStep.tsx').then((step) => step.featureStep)),
  rooms: lazyStep(() => import('./steps/RoomsStep.tsx').then((step) => step.roomsStep)),
  capacity: lazyStep(() => import('./steps/CapacityStep.tsx').then((step) => step.capacityStep)),
  'service-amenities': lazyStep(() =>
    import('./steps/ServiceAmenitiesStep.tsx').then((step) => step.serviceAmenitiesStep),
  ),
  multimedia: lazyStep(() => import('./steps/MultimediaStep.tsx').then((step) => step.multimediaStep)),
  'booking-details': lazyStep(() =>
    import('./steps/BookingDetailsStep.tsx').then((step) => step.bookingDetailsStep),
  ),
  'cancellation-policy': lazyStep(() =>
    import('./steps/CancellationPolicyStep.tsx').then((step) => step.cancellationPolicyStep),
  ),
  'price-seasons': lazyStep(() =>
    import('./steps/PriceSeasonsStep.tsx').then((step) => step.priceSeasonsStep),
  ),
  'service-rules': lazyStep(() =>
    import('./steps/ServiceRulesStep.tsx').then((step) => step.serviceRulesStep),
  ),
  'advertising-channels': lazyStep(() =>
    import('./steps/AdvertisingChannelsStep.tsx').then((step) => step.advertisingChannelsStep),
  ),
  recommendations: lazyStep(() =>
    import('./steps/RecommendationsStep.tsx').then((step) => step.recommendationsStep),
  ),
  confirmation: lazyStep(() => import('./steps/ConfirmationStep.tsx').then((step) => step.confirmationStep)),
};
