import type { ATTRACTIONS_STEPS } from '../../../../../machines/wizardSteps.ts';
import { withCatalogs } from '../../../../i18n/i18n.ts';
import { GENERAL_STEPS } from '../../generalSteps.ts';
import { type LazyStepDefinition, lazyStep } from '../../lazyStep.ts';

/**
 * Every step of the attraction wizard (SPEC §2 "Wizards", issue 30): its own information, additional information,
 * what to bring and schedule (opening hours and tickets) forms, whose words are the family's catalog (the week of
 * hours is the catalog it shares with the restaurants), and the steps every family shares.
 */
export const ATTRACTION_STEPS: Record<(typeof ATTRACTIONS_STEPS)[number], LazyStepDefinition> = {
  location: GENERAL_STEPS.location,
  multimedia: GENERAL_STEPS.multimedia,
  'cancellation-policy': GENERAL_STEPS['cancellation-policy'],
  'service-rules': GENERAL_STEPS['service-rules'],
  'advertising-channels': GENERAL_STEPS['advertising-channels'],
  recommendations: GENERAL_STEPS.recommendations,
  confirmation: GENERAL_STEPS.confirmation,
  information: lazyStep(() =>
    withCatalogs(['wizardAttractions'], import('./AttractionInformationStep.tsx')).then(
      (step) => step.attractionInformationStep,
    ),
  ),
  'information-additional': lazyStep(() =>
    withCatalogs(['wizardAttractions'], import('./AttractionDetailsStep.tsx')).then(
      (step) => step.attractionDetailsStep,
    ),
  ),
  bringAdditional: lazyStep(() =>
    // The form is the tours' (tourSteps/BringStep.tsx), whose words are the tours' catalog.
    withCatalogs(['wizardAttractions', 'wizardTours'], import('./AttractionBringStep.tsx')).then(
      (step) => step.attractionBringStep,
    ),
  ),
  schedule: lazyStep(() =>
    withCatalogs(['wizardAttractions', 'wizardWeekSchedule'], import('./AttractionScheduleStep.tsx')).then(
      (step) => step.attractionScheduleStep,
    ),
  ),
};
