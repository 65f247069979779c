/**
 * Commission models (SPEC §9): 1 = the provider manages it, 10 %; 2 = the platform manages it, 15 %.
 * Prices are shown including commission, so the provider's net is the price divided by 1.10 or 1.15
 * and the fee is what remains: the 10 % or 15 % is of the net, not of the price (USD 435 → net 395.45,
 * fee 39.55). Every screen that splits a price takes both halves from `netAmount`.
 */
export type CommissionModel = 1 | 2;

export const DEFAULT_COMMISSION_MODEL: CommissionModel = 1;

export const COMMISSION_DIVISOR: Record<CommissionModel, number> = { 1: 1.1, 2: 1.15 };

/** The commission in whole percent of the provider's net. */
export const commissionPercent = (model: CommissionModel): number =>
  Math.round((COMMISSION_DIVISOR[model] - 1) * 100);

export interface NetAmount {
  net: number;
  fee: number;
}

/** Net and fee in dollars, rounded to cents; net + fee is the price to the cent. */
export function netAmount(price: number, model: CommissionModel = DEFAULT_COMMISSION_MODEL): NetAmount {
  // Working in whole cents keeps the two halves summing to the price exactly.
  const cents = Math.round(price * 100);
  const netCents = Math.round(cents / COMMISSION_DIVISOR[model]);
  return { net: netCents / 100, fee: (cents - netCents) / 100 };
}
