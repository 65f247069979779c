import type { BOOK_GUIDE_STEPS } from '../../../../../machines/wizardSteps.ts';
import { withCatalogs } from '../../../../i18n/i18n.ts';
import { GENERAL_STEPS } from '../../generalSteps.ts';
import { type LazyStepDefinition, lazyStep } from '../../lazyStep.ts';

/**
 * Every step of the book-a-guide wizard (SPEC §2 "Wizards", issue 30): its own information, additional information
 * (extras) and fees forms, whose words are the family's catalog, and the steps every family shares.
 */
export const GUIDE_STEPS: Record<(typeof BOOK_GUIDE_STEPS)[number], LazyStepDefinition> = {
  location: GENERAL_STEPS.location,
  multimedia: GENERAL_STEPS.multimedia,
  'cancellation-policy': GENERAL_STEPS['cancellation-policy'],
  'service-rules': GENERAL_STEPS['service-rules'],
  'advertising-channels': GENERAL_STEPS['advertising-channels'],
  recommendations: GENERAL_STEPS.recommendations,
  confirmation: GENERAL_STEPS.confirmation,
  information: lazyStep(() =>
    withCatalogs(['wizardGuides'], import('./GuideInformationStep.tsx')).then(
      (step) => step.guideInformationStep,
    ),
  ),
  'information-additional': lazyStep(() =>
    withCatalogs(['wizardGuides'], import('./GuideExtrasStep.tsx')).then((step) => step.guideExtrasStep),
  ),
  price: lazyStep(() =>
    withCatalogs(['wizardGuides'], import('./GuideFeesStep.tsx')).then((step) => step.guideFeesStep),
  ),
};
