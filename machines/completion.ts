/**
 * How far a product's wizard is filled in (SPEC §4 "Completion sets"): which steps a product type
 * must complete before it may be published, and the percentage shown on its card.
 */

/** SPEC §3 product type numbers. */
export type ProductType =
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 16
  | 17
  | 18
  | 19
  | 68
  | 71;

export type StepKey = `step${number}`;

/** The product's `step_validate`: step1..stepN, true once that step was saved. */
export type StepValidate = Partial<Record<StepKey, boolean>>;

interface CompletionSet {
  /** Steps 1..count are required. */
  count: number;
  perStep: number;
  /** Extra weight of step 1, so that a full set sums to exactly 100. */
  stepOneBonus: number;
}

const TWELVE_STEPS: CompletionSet = { count: 12, perStep: 8, stepOneBonus: 4 };

/**
 * SPEC §4. Types 14 and 19 (hotel-room-like) have weights but no listed set: 16 per step plus 4 only
 * reaches 100 with six steps, the room wizard's six steps before its confirmation.
 * Transport types (6-10) have no set: they are contact requests, never published from a wizard.
 */
const COMPLETION_SETS: Partial<Record<ProductType, CompletionSet>> = {
  1: TWELVE_STEPS,
  4: TWELVE_STEPS,
  5: TWELVE_STEPS,
  11: TWELVE_STEPS,
  12: TWELVE_STEPS,
  13: TWELVE_STEPS,
  17: TWELVE_STEPS,
  71: TWELVE_STEPS,
  2: { count: 7, perStep: 14, stepOneBonus: 2 },
  3: { count: 7, perStep: 14, stepOneBonus: 2 },
  14: { count: 6, perStep: 16, stepOneBonus: 4 },
  19: { count: 6, perStep: 16, stepOneBonus: 4 },
  16: { count: 9, perStep: 11, stepOneBonus: 1 },
  18: { count: 10, perStep: 10, stepOneBonus: 0 },
  68: { count: 8, perStep: 12, stepOneBonus: 4 },
};

export const stepKey = (step: number): StepKey => `step${step}`;

/** The steps a product of this type must complete before it may be switched on; none for transport. */
export function requiredSteps(type: ProductType): StepKey[] {
  const set = COMPLETION_SETS[type];
  return set ? Array.from({ length: set.count }, (_, i) => stepKey(i + 1)) : [];
}

/** The card's completion percentage, 0 to 100; 100 means every required step is saved. */
export function completionPercent(type: ProductType, stepValidate: StepValidate): number {
  const set = COMPLETION_SETS[type];
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
