/**
 * The book-a-guide rules the form and the server share (SPEC §3 Guide, §5, §9): who may be a guide, how many
 * travelers one takes, and which fees a price type asks for. Pure: no I/O.
 */

/** SPEC §9 "guide age min 18". */
export const MIN_GUIDE_AGE = 18;

/** SPEC §5, §9 "guide capacity max 30" (the help text's 6 persons is a suggestion, not the limit). */
export const MAX_GUIDE_TRAVELERS = 30;

/** SPEC §9 "guide fee step 0.01": a fee is in whole cents. */
export const GUIDE_FEE_STEP = 0.01;

/** SPEC §3 Guide fees `price_type`: 0 per hour, 1 per day, 2 both. */
export type GuidePriceType = 0 | 1 | 2;
export const GUIDE_PRICE_TYPE = { hour: 0, day: 1, both: 2 } as const satisfies Record<
  string,
  GuidePriceType
>;

export type GuideFeeField = 'price_per_hour' | 'price_per_day';

/** The fees each price type offers, so asks for. */
export const FEES_OFFERED: Record<GuidePriceType, readonly GuideFeeField[]> = {
  0: ['price_per_hour'],
  1: ['price_per_day'],
  2: ['price_per_hour', 'price_per_day'],
};

export interface GuideFeesForm {
  price_type: GuidePriceType;
  price_per_hour?: number;
  price_per_day?: number;
}

export type GuideFeesProblem = 'required' | 'not_positive' | 'off_step';

/** Whether an amount is in whole cents (binary fractions forgiven: 0.29 is 28.999… cents). */
export const isOnFeeStep = (amount: number): boolean => {
  const cents = amount / GUIDE_FEE_STEP;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
};

/** The first fee the form lacks or gets wrong, with its field; null when it can be saved. */
export function guideFeesProblem(
  fees: GuideFeesForm,
): { field: GuideFeeField; problem: GuideFeesProblem } | null {
  for (const field of FEES_OFFERED[fees.price_type]) {
    const amount = fees[field];
    if (amount === undefined) return { field, problem: 'required' };
    if (!(amount > 0)) return { field, problem: 'not_positive' };
    if (!isOnFeeStep(amount)) return { field, problem: 'off_step' };
  }
  return null;
}

/** The fees as kept: those the price type offers, the other dropped. */
export function keptGuideFees<Form extends GuideFeesForm>(fees: Form): Form {
  const kept = { ...fees };
  for (const field of ['price_per_hour', 'price_per_day'] as const)
    if (!FEES_OFFERED[fees.price_type].includes(field)) delete kept[field];
  return kept;
}

/** Whether a person of this age may offer themselves as a guide. */
export const isGuideAge = (age: number): boolean => Number.isInteger(age) && age >= MIN_GUIDE_AGE;

/** Whether a guide may take this many travelers at once. */
export const isGuideGroupSize = (travelers: number): boolean =>
  Number.isInteger(travelers) && travelers >= 1 && travelers <= MAX_GUIDE_TRAVELERS;
