import type { PRODUCT_KINDS, ProductType, TypesWith } from '../../../machines/productKinds.ts';
import { BUILT_WIZARD_TYPES, type BuiltType, WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import {
  WIZARD_ROOM_STEPS,
  WIZARD_STEPS,
  type Wizard,
  type WizardRoomStep,
} from '../../../machines/wizardSteps.ts';
import { type FAMILIES, type FamilyId, familyOfType } from '../../families/familyList.ts';

/**
 * The wizards this release builds (the kinds table's `built`): the stays' (vacation rental, private room, unique
 * stay) and the things-to-do's first three (tour, community tourism, tourist package).
 */
type BuiltKind = (typeof PRODUCT_KINDS)[BuiltType];
type Family<Id extends FamilyId> = Extract<(typeof FAMILIES)[number], { id: Id }>;
/** The built wizards of the kinds a family of the family list serves. */
type WizardOfFamily<Id extends FamilyId> = Extract<
  BuiltKind,
  { family: Family<Id>['serves'][number] }
>['wizard'];
export type BuiltWizard = BuiltKind['wizard'];
export type BuiltStep = (typeof WIZARD_STEPS)[BuiltWizard][number];
/** The steps of a family's built wizards: what its registry (families/<family>/) must say how to draw. */
export type StepOfFamily<Id extends FamilyId> = (typeof WIZARD_STEPS)[WizardOfFamily<Id>][number];

/** Every built kind is of a family the family list serves, or its wizard would have no steps (a compile error). */
true satisfies [Exclude<BuiltKind['family'], (typeof FAMILIES)[number]['serves'][number]>] extends [never]
  ? true
  : false;

/** The stay types whose wizards are built. */
export type StayType = Extract<BuiltType, TypesWith<'family', 'stays'>>;

/** The type a new product of this wizard is created with (the first the wizard builds). */
export const typeOfWizard = (wizard: Wizard): BuiltType | undefined =>
  BUILT_WIZARD_TYPES.find((type) => WIZARD_OF_TYPE[type] === wizard);

export const isBuiltWizard = (wizard: Wizard): wizard is BuiltWizard => typeOfWizard(wizard) !== undefined;

/** The family whose registry holds a built wizard's steps. */
export const familyOfWizard = (wizard: BuiltWizard): FamilyId => familyOfType(typeOfWizard(wizard)!)!.id;

export const stepsOfWizard = (wizard: BuiltWizard): readonly BuiltStep[] => WIZARD_STEPS[wizard];

/** A step a built wizard's page draws: one of the product's, or of one of its rooms (hotels and hostels). */
export type WizardPageStep = BuiltStep | WizardRoomStep;

/** The room steps of a built wizard whose products hold rooms; none for the others. */
export const roomStepsOf = (wizard: BuiltWizard): readonly WizardRoomStep[] =>
  Object.hasOwn(WIZARD_ROOM_STEPS, wizard) ? WIZARD_ROOM_STEPS[wizard as keyof typeof WIZARD_ROOM_STEPS] : [];

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
