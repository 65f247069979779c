import { PRODUCT_KINDS, type ProductType, type TypesWith } from '../../../machines/productKinds.ts';
import { BUILT_WIZARD_TYPES, type BuiltType, WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import { WIZARD_STEPS, type Wizard } from '../../../machines/wizardSteps.ts';

/**
 * The wizards this release builds (the kinds table's `built`): the stays' (vacation rental, private room, unique
 * stay) and the things-to-do's first three (tour, community tourism, tourist package).
 */
type BuiltKind = (typeof PRODUCT_KINDS)[BuiltType];
/** The families whose wizards are built: each has a step registry of its own (stepRegistry.ts). */
export type BuiltFamily = BuiltKind['family'];
type WizardOfFamily<Family extends BuiltFamily> = Extract<BuiltKind, { family: Family }>['wizard'];
export type StayWizard = WizardOfFamily<'stays'>;
export type TourWizard = WizardOfFamily<'thingsToDo'>;
export type BuiltWizard = StayWizard | TourWizard;
export type BuiltStep = (typeof WIZARD_STEPS)[BuiltWizard][number];
export type StayStep = (typeof WIZARD_STEPS)[StayWizard][number];
export type TourStep = (typeof WIZARD_STEPS)[TourWizard][number];
/** The stay types whose wizards are built. */
export type StayType = Extract<BuiltType, TypesWith<'family', 'stays'>>;

/** The type a new product of this wizard is created with (the first the wizard builds). */
export const typeOfWizard = (wizard: Wizard): BuiltType | undefined =>
  BUILT_WIZARD_TYPES.find((type) => WIZARD_OF_TYPE[type] === wizard);

export const isBuiltWizard = (wizard: Wizard): wizard is BuiltWizard => typeOfWizard(wizard) !== undefined;

/** The family a built wizard builds for. */
export const familyOfWizard = (wizard: BuiltWizard): BuiltFamily =>
  PRODUCT_KINDS[typeOfWizard(wizard)!].family;

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
