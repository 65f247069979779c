import { msg } from '@lingui/core/macro';
import { randomId } from '@mantine/hooks';
import * as v from 'valibot';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { dollars, MONEY, rangeOf, say, sayRange, wholeNumberIn } from '../stepMessages.ts';

export type AccommodationPrice = components['schemas']['AccommodationPrice'];

export interface ExtraFeeValue {
  name: string;
  price: number;
}

/** A fee as the form lists it: `key` tells rows apart while the list changes; it is never sent. */
export interface ExtraFeeRow extends ExtraFeeValue {
  key: string;
}

/** SPEC §3 type_of_term: 0 short stays (nights), 1 long stays (months), 2 both. */
export type Term = '0' | '1' | '2';

/** Number inputs hold '' while empty. */
type Amount = number | string;

export interface PriceValues {
  type_of_term: Term;
  min_night: Amount;
  base_price: Amount;
  weekend_price: Amount;
  weekly_discount: Amount;
  monthly_discount: Amount;
  min_months: Amount;
  month_price: Amount;
  available_after: Amount;
  extra_fee: ExtraFeeRow[];
}

const price = schemaLimits.AccommodationPrice;

/** Ranges as the contract sets them for AccommodationPrice (the weekly and monthly discounts share theirs). */
export const PRICE_LIMITS = {
  minNight: rangeOf(price.min_night),
  minMonths: rangeOf(price.min_months),
  availableAfter: rangeOf(price.available_after),
  discount: rangeOf(price.weekly_discount),
} as const;
/** SPEC §5: discount inputs move in steps of 0.00001. */
export const DISCOUNT_STEP = 0.00001;

export const showsNights = (term: Term) => term !== '1';
export const showsMonths = (term: Term) => term !== '0';

const offStep = msg`Usa como máximo cinco decimales`;
const requiredMoney = dollars();

const optional = (check: (n: number) => boolean, message: () => string) =>
  v.pipe(
    v.union([v.literal(''), v.number()]),
    v.check((value) => value === '' || check(value), message),
  );

const optionalMoney = optional(
  (n) => n >= MONEY.minimum && n <= MONEY.maximum,
  sayRange(MONEY.minimum, MONEY.maximum),
);
const inDiscountRange = (n: number) => n >= PRICE_LIMITS.discount[0] && n <= PRICE_LIMITS.discount[1];
const onDiscountStep = (n: number) => Math.abs(n / DISCOUNT_STEP - Math.round(n / DISCOUNT_STEP)) < 1e-6;
const discount = v.pipe(
  optional(inDiscountRange, sayRange(...PRICE_LIMITS.discount)),
  optional(onDiscountStep, say(offStep)),
);

const nights = {
  min_night: wholeNumberIn(...PRICE_LIMITS.minNight),
  base_price: requiredMoney,
  weekend_price: optionalMoney,
  weekly_discount: discount,
  monthly_discount: discount,
};
const months = { min_months: wholeNumberIn(...PRICE_LIMITS.minMonths), month_price: requiredMoney };
const common = {
  available_after: optional(
    (n) => Number.isInteger(n) && n >= PRICE_LIMITS.availableAfter[0] && n <= PRICE_LIMITS.availableAfter[1],
    sayRange(...PRICE_LIMITS.availableAfter),
  ),
};

/** What the term shows is what is required: nights for short stays, months for long ones, both for both. */
export const priceSchema = v.variant('type_of_term', [
  v.object({ type_of_term: v.literal('0'), ...nights, ...common }),
  v.object({ type_of_term: v.literal('1'), ...months, ...common }),
  v.object({ type_of_term: v.literal('2'), ...nights, ...months, ...common }),
]);

const orEmpty = (value: number | undefined): Amount => value ?? '';

/** The form's starting values: what was stored, else SPEC §9 defaults (min nights 1, min months 1). */
export function priceValuesOf(data: AccommodationPrice | null): PriceValues {
  return {
    type_of_term: String(data?.type_of_term ?? 0) as Term,
    min_night: data?.min_night ?? 1,
    base_price: orEmpty(data?.base_price),
    weekend_price: orEmpty(data?.weekend_price),
    weekly_discount: orEmpty(data?.weekly_discount),
    monthly_discount: orEmpty(data?.monthly_discount),
    min_months: data?.min_months ?? 1,
    month_price: orEmpty(data?.month_price),
    available_after: data?.available_after ?? 0,
    extra_fee: (data?.extra_fee ?? []).map((fee) => ({ ...fee, key: randomId() })),
  };
}

/** Only a filled number goes; an empty optional field is left out of the body. */
const given = <K extends string>(key: K, value: Amount) =>
  (typeof value === 'number' ? { [key]: value } : {}) as Partial<Record<K, number>>;

/** The request body: only the fields the chosen term shows, optional ones only when filled. */
export function priceBodyOf(
  values: PriceValues,
  commission_model: AccommodationPrice['commission_model'],
): AccommodationPrice {
  const term = values.type_of_term;
  return {
    type_of_term: Number(term) as AccommodationPrice['type_of_term'],
    commission_model,
    extra_fee: values.extra_fee.map(({ name, price }) => ({ name, price })),
    // The contract always carries both minimums; the one the term hides keeps its value or default.
    min_night: typeof values.min_night === 'number' ? values.min_night : 1,
    min_months: typeof values.min_months === 'number' ? values.min_months : 1,
    ...given('available_after', values.available_after),
    ...(showsNights(term) && {
      ...given('base_price', values.base_price),
      ...given('weekend_price', values.weekend_price),
      ...given('weekly_discount', values.weekly_discount),
      ...given('monthly_discount', values.monthly_discount),
    }),
    ...(showsMonths(term) && given('month_price', values.month_price)),
  };
}
