import { type LazyStepDefinition, lazyStep } from './lazyStep.ts';

/**
 * The steps every family's wizard shares (the contract's general steps, and the location and gallery every product
 * has), one lazy chunk each. A family's registry (families/<family>/) takes them by name, so one download serves
 * every wizard. They take the product's type from the request and reach its family's endpoints.
 */
export const GENERAL_STEPS = {
  location: lazyStep(() => import('./steps/LocationStep.tsx').then((step) => step.locationStep)),
  multimedia: lazyStep(() => import('./steps/MultimediaStep.tsx').then((step) => step.multimediaStep)),
  'cancellation-policy': lazyStep(() =>
    import('./steps/CancellationPolicyStep.tsx').then((step) => step.cancellationPolicyStep),
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
} satisfies Record<string, LazyStepDefinition>;
