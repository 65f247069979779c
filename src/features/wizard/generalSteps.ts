import { withCatalogs } from '../../i18n/i18n.ts';
import { type LazyStepDefinition, lazyStep } from './lazyStep.ts';
import { registerStepCatalogs } from './stepCatalogs.ts';

// Before any step below asks for its catalog.
registerStepCatalogs();

/**
 * The steps every family's wizard shares (the contract's general steps, and the location and gallery every product
 * has), one lazy chunk each. A family's registry (families/<family>/) takes them by name, so one download serves
 * every wizard, each with its own catalog. They take the product's type from the request and reach its family's
 * endpoints.
 */
export const GENERAL_STEPS = {
  location: lazyStep(() =>
    withCatalogs(['wizardLocation'], import('./steps/LocationStep.tsx')).then((step) => step.locationStep),
  ),
  multimedia: lazyStep(() =>
    withCatalogs(['wizardMultimedia'], import('./steps/MultimediaStep.tsx')).then(
      (step) => step.multimediaStep,
    ),
  ),
  'cancellation-policy': lazyStep(() =>
    withCatalogs(['wizardCancellationPolicy'], import('./steps/CancellationPolicyStep.tsx')).then(
      (step) => step.cancellationPolicyStep,
    ),
  ),
  'service-rules': lazyStep(() =>
    withCatalogs(['wizardServiceRules'], import('./steps/ServiceRulesStep.tsx')).then(
      (step) => step.serviceRulesStep,
    ),
  ),
  'advertising-channels': lazyStep(() =>
    withCatalogs(['wizardAdvertisingChannels'], import('./steps/AdvertisingChannelsStep.tsx')).then(
      (step) => step.advertisingChannelsStep,
    ),
  ),
  recommendations: lazyStep(() =>
    withCatalogs(['wizardRecommendations'], import('./steps/RecommendationsStep.tsx')).then(
      (step) => step.recommendationsStep,
    ),
  ),
  confirmation: lazyStep(() =>
    withCatalogs(['wizardConfirmation'], import('./steps/ConfirmationStep.tsx')).then(
      (step) => step.confirmationStep,
    ),
  ),
} satisfies Record<string, LazyStepDefinition>;
