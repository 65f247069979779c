import { Temporal } from 'temporal-polyfill';
import { isIncrease, type OfferType, type PromotionStatus, type PromotionType } from './promotionTypes.ts';

export {
  INCREASE_TYPE,
  isIncrease,
  type OfferType,
  type PromotionStatus,
  type PromotionType,
} from './promotionTypes.ts';
export type DiscountChoice = 5 | 10 | 20 | 'custom';

export const DISCOUNT_CHOICES: readonly DiscountChoice[] = [5, 10, 20, 'custom'];
/** The custom percent input's step (SPEC §9). */
export const PERCENT_STEP = 0.00001;
export const DEFAULT_MIN_NIGHTS = 1;
/**
 * The longest minimum stay a promotion may ask for: the contract's bound on PromotionInput.min_days (a unit test
 * holds the two equal; the limits table itself would add its whole weight to the promotions screens).
 */
export const MAX_MIN_NIGHTS = 365;

/** What the form holds; dates are ISO PlainDate strings. */
export interface PromotionValues {
  title: string;
  promotion_type: PromotionType | null;
  offer_type: OfferType;
  assigned_check: PromotionStatus;
  start_date: string | null;
  end_date: string | null;
  date_show_promotion: string | null;
  discountChoice: DiscountChoice | null;
  percent_discount: number | null;
  min_days: number;
}

export type PromotionField = keyof PromotionValues;

/** Why a field is refused; the view turns the code into words (required → prov.messageErrorLabel). */
export type PromotionErrorCode =
  | 'required'
  | 'beforeToday'
  | 'notAfterStart'
  | 'afterStart'
  | 'notPositive'
  | 'tooHigh'
  | 'offStep'
  | 'belowOne'
  | 'tooManyNights';

export type PromotionErrors = Partial<Record<PromotionField, PromotionErrorCode>>;

/** Which optional fields are on screen for these values (SPEC §4 reveals). */
export function reveals(values: Pick<PromotionValues, 'promotion_type' | 'assigned_check'>) {
  const type = values.promotion_type;
  return {
    /** Scheduled promotions show from a chosen date. */
    showFrom: values.assigned_check === 3,
    /** Special dates and increases pick a season (offer type). */
    specialSeason: type === 3 || type === 4,
    // SPEC §5 says "min nights control for types 1,4,5"; there is no promotion type 5, so it is read
    // as types 1 (last minute) and 4 (increase).
    minNights: type === 1 || type === 4,
  };
}

/** The percent a choice stands for; a custom choice keeps whatever was typed. */
export const percentForChoice = (choice: DiscountChoice, typed: number | null): number | null =>
  choice === 'custom' ? typed : choice;

/** The choice that shows a stored percent: one of the offered values, else custom. */
export const choiceForPercent = (percent: number | null): DiscountChoice | null =>
  percent === null ? null : (DISCOUNT_CHOICES.find((c) => c === percent) ?? 'custom');

export const isOnPercentStep = (percent: number): boolean => {
  const steps = percent / PERCENT_STEP;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

/** The first day a promotion may start: today. */
export const isStartAllowed = (start: string, today: string): boolean =>
  Temporal.PlainDate.compare(start, today) >= 0;

/** The end must be at least one day after the start. */
export const isEndAfterStart = (start: string, end: string): boolean =>
  Temporal.PlainDate.compare(end, start) > 0;

/** The end kept after the start changes: cleared unless it is still later than the new start. */
export const endAfterStartChange = (start: string | null, end: string | null): string | null =>
  start !== null && end !== null && !isEndAfterStart(start, end) ? null : end;

/** A scheduled promotion must show on or before its start. */
export const isShowFromAllowed = (showFrom: string, start: string): boolean =>
  Temporal.PlainDate.compare(showFrom, start) <= 0;

/** Every rule of SPEC §5 for promotions; an empty object means the form may be sent. */
export function validatePromotion(values: PromotionValues, today: string): PromotionErrors {
  const errors: PromotionErrors = {};
  const { promotion_type: type, start_date: start, end_date: end, percent_discount: percent } = values;
  const shown = reveals(values);

  if (type === null) errors.promotion_type = 'required';

  if (start === null) errors.start_date = 'required';
  else if (!isStartAllowed(start, today)) errors.start_date = 'beforeToday';

  if (end === null) errors.end_date = 'required';
  else if (start !== null && !isEndAfterStart(start, end)) errors.end_date = 'notAfterStart';

  if (shown.showFrom) {
    const showFrom = values.date_show_promotion;
    if (showFrom === null) errors.date_show_promotion = 'required';
    else if (start !== null && !isShowFromAllowed(showFrom, start)) errors.date_show_promotion = 'afterStart';
  }

  if (percent === null || Number.isNaN(percent)) errors.percent_discount = 'required';
  else if (percent <= 0) errors.percent_discount = 'notPositive';
  // A discount above 100 % would price the product below zero; an increase has no ceiling.
  else if (!isIncrease(type) && percent > 100) errors.percent_discount = 'tooHigh';
  else if (!isOnPercentStep(percent)) errors.percent_discount = 'offStep';

  if (shown.minNights && !(Number.isInteger(values.min_days) && values.min_days >= 1)) {
    errors.min_days = 'belowOne';
  } else if (shown.minNights && values.min_days > MAX_MIN_NIGHTS) errors.min_days = 'tooManyNights';
  return errors;
}

/** The price the traveller sees: base minus the percent for discounts, plus it for increases, in cents. */
export function promoPrice(basePrice: number, percent: number, type: PromotionType | null): number {
  const factor = isIncrease(type) ? 1 + percent / 100 : 1 - percent / 100;
  return Math.round(basePrice * factor * 100) / 100;
}

/** One field as the person sets it. */
export type FieldChange = { [K in PromotionField]: { field: K; value: PromotionValues[K] } }[PromotionField];

/**
 * The values after one change, with the fields it hides or invalidates reset: a start clears an end that is
 * no longer later, hidden season / show-from / min-nights fields go back to their defaults, and a discount
 * choice sets the percent (typing a percent makes the choice custom).
 */
export function withChange(values: PromotionValues, change: FieldChange): PromotionValues {
  const next = { ...values, [change.field]: change.value } as PromotionValues;
  switch (change.field) {
    case 'start_date':
      return { ...next, end_date: endAfterStartChange(next.start_date, next.end_date) };
    case 'promotion_type': {
      const shown = reveals(next);
      return {
        ...next,
        offer_type: shown.specialSeason ? next.offer_type : 0,
        min_days: shown.minNights ? next.min_days : DEFAULT_MIN_NIGHTS,
      };
    }
    case 'assigned_check':
      return reveals(next).showFrom ? next : { ...next, date_show_promotion: null };
    case 'discountChoice':
      return next.discountChoice === null
        ? next
        : { ...next, percent_discount: percentForChoice(next.discountChoice, values.percent_discount) };
    case 'percent_discount':
      return { ...next, discountChoice: 'custom' };
    default:
      return next;
  }
}
