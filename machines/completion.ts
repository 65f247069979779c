/**
 * How far a product's wizard is filled in (SPEC §4 "Completion sets"): which steps a product type
 * must complete before it may be published, and the percentage shown on its card. Each type's set is
 * in the kinds table (machines/productKinds.ts `completion`); transport types have none.
 */

import { kindOf, type ProductType } from './productKinds.ts';

/** The type lives in the kinds table; machines/wizard.machine.ts still reads it from here. */
export type { ProductType };

export type StepKey = `step${number}`;

/** The product's `step_validate`: step1..stepN, true once that step was saved. */
export type StepValidate = Partial<Record<StepKey, boolean>>;

export const stepKey = (step: number): StepKey => `step${step}`;

/** The steps a product of this type must complete before it may be switched on; none for transport. */
export function requiredSteps(type: ProductType): StepKey[] {
  const set = kindOf(type)?.completion;
  return set ? Array.from({ length: set.count }, (_, i) => stepKey(i + 1)) : [];
}

/** The card's completion percentage, 0 to 100; 100 means every required step is saved. */
export function completionPercent(type: ProductType, stepValidate: StepValidate): number {
  const set = kindOf(type)?.completion;
  if (!set) return 0;
  return requiredSteps(type).reduce(
    (sum, key, i) => (stepValidate[key] ? sum + set.perStep + (i === 0 ? set.stepOneBonus : 0) : sum),
    0,
  );
}

export const areRequiredStepsComplete = (type: ProductType, stepValidate: StepValidate): boolean =>
  completionPercent(type, stepValidate) === 100;

/**
 * The advertising-channels step is done only when the product is promoted somewhere: at least one of the channels
 * its type offers is chosen (a type offered none has nothing to choose). The form and the server check with this.
 */
export const isPromotedSomewhere = (offered: number, chosen: number): boolean => offered === 0 || chosen > 0;
