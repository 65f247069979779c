import type { GASTRONOMY_STEPS } from '../../../../../machines/wizardSteps.ts';
import { withCatalogs } from '../../../../i18n/i18n.ts';
import { GENERAL_STEPS } from '../../generalSteps.ts';
import { type LazyStepDefinition, lazyStep } from '../../lazyStep.ts';

/**
 * Every step of the restaurant wizard (SPEC §2 "Wizards", issue 30): its own information, locations, features,
 * additional information, opening hours and menu forms, whose words are the family's catalog (the week of hours is
 * the catalog it shares with the attractions), and the steps every family shares.
 */
export const RESTAURANT_STEPS: Record<(typeof GASTRONOMY_STEPS)[number], LazyStepDefinition> = {
  multimedia: GENERAL_STEPS.multimedia,
  recommendations: GENERAL_STEPS.recommendations,
  confirmation: GENERAL_STEPS.confirmation,
  information: lazyStep(() =>
    withCatalogs(['wizardGastronomy'], import('./RestaurantInformationStep.tsx')).then(
      (step) => step.restaurantInformationStep,
    ),
  ),
  location: lazyStep(() =>
    withCatalogs(['wizardGastronomy'], import('./RestaurantLocationsStep.tsx')).then(
      (step) => step.restaurantLocationsStep,
    ),
  ),
  features: lazyStep(() =>
    withCatalogs(['wizardGastronomy'], import('./RestaurantFeaturesStep.tsx')).then(
      (step) => step.restaurantFeaturesStep,
    ),
  ),
  'information-additional': lazyStep(() =>
    withCatalogs(['wizardGastronomy'], import('./RestaurantDetailsStep.tsx')).then(
      (step) => step.restaurantDetailsStep,
    ),
  ),
  schedule: lazyStep(() =>
    withCatalogs(['wizardGastronomy', 'wizardWeekSchedule'], import('./RestaurantScheduleStep.tsx')).then(
      (step) => step.restaurantScheduleStep,
    ),
  ),
  // The dish's picture is refused in the gallery's words (SPEC §8 imgSmaller, uploadFile).
  menu: lazyStep(() =>
    withCatalogs(['wizardGastronomy', 'wizardMultimedia'], import('./RestaurantMenuStep.tsx')).then(
      (step) => step.restaurantMenuStep,
    ),
  ),
};
