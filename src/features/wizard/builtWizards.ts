import type { ProductType } from '../../../machines/completion.ts';
import { BUILT_WIZARD_TYPES, WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import { WIZARD_STEPS, type Wizard } from '../../../machines/wizardSteps.ts';

/**
 * The wizards this release builds: the stays' (vacation rental 1, private room 4, unique stay 5) and the
 * things-to-do's first three (tour 11/12, community tourism 13/17, tourist package 71).
 */
export type StayWizard = 'vacation-rental' | 'unique-stay' | 'room';
export type TourWizard = 'tour' | 'community-tourism' | 'tourist-package';
export type BuiltWizard = StayWizard | TourWizard;
export type BuiltStep = (typeof WIZARD_STEPS)[BuiltWizard][number];
export type StayStep = (typeof WIZARD_STEPS)[StayWizard][number];
export type TourStep = (typeof WIZARD_STEPS)[TourWizard][number];
export type BuiltType = (typeof BUILT_WIZARD_TYPES)[number];
/** The stay types whose wizards are built. */
export type StayType = Extract<BuiltType, 1 | 4 | 5>;

/** The type a new product of this wizard is created with (the first the wizard builds). */
export const typeOfWizard = (wizard: Wizard): BuiltType | undefined =>
  BUILT_WIZARD_TYPES.find((type) => WIZARD_OF_TYPE[type] === wizard);

export const isBuiltWizard = (wizard: Wizard): wizard is BuiltWizard => typeOfWizard(wizard) !== undefined;

const TOUR_WIZARDS: readonly Wizard[] = ['tour', 'community-tourism', 'tourist-package'];
export const isTourWizard = (wizard: Wizard): wizard is TourWizard => TOUR_WIZARDS.includes(wizard);

export const stepsOfWizard = (wizard: BuiltWizard): readonly BuiltStep[] => WIZARD_STEPS[wizard];

/**
 * The same step in the wizard of another type: stay lists differ only where rooms and capacity sit, at
 * the same position; the things-to-do lists are the same. Used when a product's type no longer matches
 * the wizard in its link.
 */
export function sameStepIn(from: BuiltWizard, to: BuiltWizard, step: BuiltStep): BuiltStep {
  const steps = stepsOfWizard(to);
  return steps.includes(step) ? step : (steps[stepsOfWizard(from).indexOf(step)] ?? steps[0]!);
}

export const wizardOfBuiltType = (type: ProductType): BuiltWizard | undefined => {
  const wizard = WIZARD_OF_TYPE[type];
  return wizard && isBuiltWizard(wizard) ? wizard : undefined;
};
