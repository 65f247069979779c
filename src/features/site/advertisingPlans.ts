/*
 * SPEC §9: what advertising costs. The advertising landing's text (the operator's, in the database) introduces the
 * plans; the figures are the product's, so they live here, in one place, and the page draws them.
 */

/** The landing under whose text the plans are drawn. */
export const PLANS_LANDING_SLUG = 'advertising';

/** The currency every plan is priced in. */
export const PLAN_CURRENCY = 'USD';

/** Paying a year at once costs ten months: two are free. */
export const ANNUAL_FREE_MONTHS = 2;

/** A price for a period, with what each view then costs. */
export interface PlanPrice {
  price: number;
  perView: number;
}

/** A mini banner plan, paid by the month or by the year. */
export interface MiniBannerPlan {
  id: 'starter' | 'pro' | 'premium';
  /** The plan's name, the same in every language (a brand, not a word). */
  name: string;
  monthly: PlanPrice;
  yearly: PlanPrice;
}

export const MINI_BANNER_PLANS: readonly MiniBannerPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthly: { price: 10, perView: 0.01 },
    yearly: { price: 100, perView: 0.008 },
  },
  { id: 'pro', name: 'Pro', monthly: { price: 30, perView: 0.006 }, yearly: { price: 300, perView: 0.005 } },
  {
    id: 'premium',
    name: 'Premium',
    monthly: { price: 50, perView: 0.005 },
    yearly: { price: 500, perView: 0.004 },
  },
];

/** An ad shown in its own space: a price, and what each display then costs. */
export interface AdFormat {
  id: 'static' | 'video';
  price: number;
  perDisplay: number;
}

export const AD_FORMATS: readonly AdFormat[] = [
  { id: 'static', price: 90, perDisplay: 0.09 },
  { id: 'video', price: 150, perDisplay: 0.15 },
];
