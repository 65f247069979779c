import { createElement, use } from 'react';
import type { ROOM_STEPS, VACATION_RENTAL_STEPS } from '../../../machines/wizardSteps.ts';
import type { StepDefinition, StepFormProps } from './stepDefinition.ts';

type StayStep = (typeof VACATION_RENTAL_STEPS)[number] | (typeof ROOM_STEPS)[number];

/** A step whose code can be fetched before it is needed. */
export interface LazyStepDefinition extends StepDefinition {
  preload: () => Promise<StepDefinition>;
}

/**
 * A step whose code (its form, and what only it uses: the map, the picture cropper, number inputs) is a chunk of
 * its own, fetched the first time the step is needed. The step routes' loader asks for it (preloadStayStep), so the
 * form is there when the page draws; a form drawn before that waits for it. A failed download is tried again.
 */
function lazyStep(importStep: () => Promise<StepDefinition>): LazyStepDefinition {
  let loaded: StepDefinition | undefined;
  let loading: Promise<StepDefinition> | undefined;
  const preload = () => {
    loading ??= importStep().then(
      (step) => {
        loaded = step;
        return step;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    load: async (request) => (await preload()).load(request),
    save: async (request, values) => (await preload()).save(request, values),
    Form: (props: StepFormProps<unknown, unknown>) => createElement((loaded ?? use(preload())).Form, props),
  };
}

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

/** Fetches a step's code ahead of its page (the step routes' loader). */
export const preloadStayStep = (step: StayStep) => STAY_STEPS[step].preload();
