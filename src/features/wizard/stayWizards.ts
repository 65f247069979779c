import type { ProductType } from '../../../machines/completion.ts';
import { BUILT_WIZARD_TYPES, WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import { WIZARD_STEPS, type Wizard } from '../../../machines/wizardSteps.ts';

/** The wizards this release builds: vacation rental (1), private room (4), unique stay (5). */
export type StayWizard = 'vacation-rental' | 'unique-stay' | 'room';
export type StayStep = (typeof WIZARD_STEPS)[StayWizard][number];
export type StayType = (typeof BUILT_WIZARD_TYPES)[number];

export const stayTypeOf = (wizard: Wizard): StayType | undefined =>
  BUILT_WIZARD_TYPES.find((type) => WIZARD_OF_TYPE[type] === wizard);

export const isStayWizard = (wizard: Wizard): wizard is StayWizard => stayTypeOf(wizard) !== undefined;

export const stepsOfStay = (wizard: StayWizard): readonly StayStep[] => WIZARD_STEPS[wizard];

/**
 * The same step in the wizard of another stay type: the lists differ only where rooms and capacity
 * sit, at the same position. Used when a product's type no longer matches the wizard in its link.
 */
export function sameStepIn(from: StayWizard, to: StayWizard, step: StayStep): StayStep {
  const steps = stepsOfStay(to);
  return steps.includes(step) ? step : (steps[stepsOfStay(from).indexOf(step)] ?? steps[0]!);
}

export const wizardOfStayType = (type: ProductType): StayWizard | undefined => {
  const wizard = WIZARD_OF_TYPE[type];
  return wizard && isStayWizard(wizard) ? wizard : undefined;
};
