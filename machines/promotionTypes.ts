/**
 * What a promotion is, apart from its dates: read by screens that only show promotions (a product card's tags),
 * so they need not load the date rules and the Temporal polyfill of promotionRules.ts, which re-exports these.
 */

/** 1 last minute, 2 discount, 3 special date, 4 increase (surcharge) — SPEC §3. */
export type PromotionType = 1 | 2 | 3 | 4;
/** 0 default, 1 holy week, 2 Valentine's day, 3 black day, 4 end of year. */
export type OfferType = 0 | 1 | 2 | 3 | 4;
/** assigned_check: 1 active, 2 disabled, 3 scheduled (shown from a date). */
export type PromotionStatus = 1 | 2 | 3;

export const INCREASE_TYPE: PromotionType = 4;

export const isIncrease = (type: PromotionType | null): boolean => type === INCREASE_TYPE;
