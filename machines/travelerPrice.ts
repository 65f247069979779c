import { Temporal } from 'temporal-polyfill';
import { type CommissionModel, netAmount } from './netAmount.ts';
import { INCREASE_TYPE, type PromotionStatus, type PromotionType } from './promotionRules.ts';

/**
 * What the traveler pays and the provider receives for one night (issue 14, beyond SPEC). One function for
 * the server's preview (`GET /api/promotions-new/price-preview/{id}`), the promotion modal, the special-price
 * form and the calendar's price strip, so the marketplace and the portal never disagree. The rule
 * (docs/decisions.md, "The price a traveler pays"):
 *
 * 1. The night's list price: a special price covering the night, else the weekend price on a Friday or
 *    Saturday night (when there is one), else the base price.
 * 2. Of the discounts (types 1, 2, 3) running that night, only the largest applies — none when the special
 *    price does not allow discounts.
 * 3. Surcharges (type 4) running that night all add.
 * 4. Both percents are of the list price: pays = list × (1 − discount % + surcharges %), rounded to cents,
 *    never below zero.
 * 5. The commission is inside that price (SPEC §1): the provider receives `netAmount(pays, model).net`.
 *
 * A promotion runs on a night when the night is within its dates (both included), it is not disabled, a
 * scheduled one has reached its show-from day by the day the traveler books (`today`), and the stay is at
 * least its minimum nights.
 */

/** A special price as the price reads it (SPEC §3 Special price). */
export interface SpecialPriceBasis {
  special_price_id: string;
  start_date: string;
  end_date: string;
  price: number;
  min_night: number;
  discounts: boolean;
}

/** A promotion as the price reads it (SPEC §3 Promotion). */
export interface PromotionBasis {
  promotion_id: string;
  promotion_type: PromotionType;
  percent_discount: number;
  start_date: string;
  end_date: string;
  /** As stored: 1 active, 2 disabled, 3 scheduled. */
  assigned_check: PromotionStatus;
  date_show_promotion: string | null;
  min_days: number;
}

/** Every input of a product's nightly price. */
export interface PriceBasis {
  base_price: number | null;
  weekend_price: number | null;
  /** The product's minimum stay; the preview prices a stay of this many nights. */
  min_night: number;
  commission_model: CommissionModel;
  special_prices: readonly SpecialPriceBasis[];
  promotions: readonly PromotionBasis[];
}

export type PriceSource = 'base' | 'weekend' | 'special' | 'none';

export interface PriceNight {
  date: string;
  list_price: number | null;
  source: PriceSource;
  special_price_id: string | null;
  discount_percent: number;
  discount_promotion_id: string | null;
  surcharge_percent: number;
  surcharge_promotion_ids: string[];
  traveler_pays: number | null;
  you_receive: number | null;
  fee: number | null;
}

export interface PriceOptions {
  /** The day the traveler books; a scheduled promotion counts from its show-from day. */
  today: string;
  /** The stay's length in nights; defaults to the product's minimum stay. */
  stayNights?: number;
}

const within = (night: string, start: string, end: string) =>
  Temporal.PlainDate.compare(start, night) <= 0 && Temporal.PlainDate.compare(night, end) <= 0;

/** Friday and Saturday nights are the weekend (ISO day of week 5 and 6). */
export const isWeekendNight = (night: string): boolean => {
  const day = Temporal.PlainDate.from(night).dayOfWeek;
  return day === 5 || day === 6;
};

/** Whether a promotion is seen by a traveler booking on `today`: not disabled, and a scheduled one shown. */
export function promotionShown(
  promotion: Pick<PromotionBasis, 'assigned_check' | 'date_show_promotion'>,
  today: string,
) {
  if (promotion.assigned_check === 2) return false;
  if (promotion.assigned_check === 3) {
    return (
      promotion.date_show_promotion !== null &&
      Temporal.PlainDate.compare(promotion.date_show_promotion, today) <= 0
    );
  }
  return true;
}

/** The status a promotion stands at today: a scheduled one (3) reads as active (1) from its show-from day on. */
export function effectiveStatus(
  stored: { assigned_check: number; date_show_promotion: string | null },
  today: string,
): PromotionStatus {
  const check = stored.assigned_check as PromotionStatus;
  return check === 3 &&
    promotionShown({ assigned_check: 3, date_show_promotion: stored.date_show_promotion }, today)
    ? 1
    : check;
}

/** Whether a promotion lowers or raises the price of this night of a stay of `stayNights`. */
export const promotionRunsOn = (
  promotion: PromotionBasis,
  night: string,
  today: string,
  stayNights: number,
) =>
  promotionShown(promotion, today) &&
  within(night, promotion.start_date, promotion.end_date) &&
  stayNights >= promotion.min_days;

/** The special price covering a night; the earliest-starting one should two overlap (the server refuses that). */
export const specialPriceOn = (basis: Pick<PriceBasis, 'special_prices'>, night: string) =>
  basis.special_prices.find((special) => within(night, special.start_date, special.end_date)) ?? null;

function listPriceOf(basis: PriceBasis, night: string) {
  const special = specialPriceOn(basis, night);
  if (special) return { price: special.price, source: 'special' as const, special };
  if (basis.weekend_price !== null && basis.weekend_price > 0 && isWeekendNight(night)) {
    return { price: basis.weekend_price, source: 'weekend' as const, special: null };
  }
  if (basis.base_price !== null && basis.base_price > 0) {
    return { price: basis.base_price, source: 'base' as const, special: null };
  }
  return { price: null, source: 'none' as const, special: null };
}

/** Percents are summed in millionths so 0.1 + 0.2 stays 0.3. */
const addPercents = (a: number, b: number) => Math.round((a + b) * 1e6) / 1e6;

/** The price of one night (see the rule above). */
export function nightPrice(basis: PriceBasis, night: string, options: PriceOptions): PriceNight {
  const stayNights = options.stayNights ?? Math.max(1, basis.min_night);
  const list = listPriceOf(basis, night);
  const running = basis.promotions.filter((p) => promotionRunsOn(p, night, options.today, stayNights));

  const discountsAllowed = list.special === null || list.special.discounts;
  let discount: PromotionBasis | null = null;
  for (const promotion of running) {
    if (promotion.promotion_type === INCREASE_TYPE || !discountsAllowed) continue;
    if (discount === null || promotion.percent_discount > discount.percent_discount) discount = promotion;
  }
  const surcharges = running.filter((p) => p.promotion_type === INCREASE_TYPE);
  const surchargePercent = surcharges.reduce((sum, p) => addPercents(sum, p.percent_discount), 0);
  const discountPercent = discount?.percent_discount ?? 0;

  const base = {
    date: night,
    list_price: list.price,
    source: list.source,
    special_price_id: list.special?.special_price_id ?? null,
    discount_percent: discountPercent,
    discount_promotion_id: discount?.promotion_id ?? null,
    surcharge_percent: surchargePercent,
    surcharge_promotion_ids: surcharges.map((p) => p.promotion_id),
  };
  if (list.price === null) return { ...base, traveler_pays: null, you_receive: null, fee: null };

  const factor = 1 - discountPercent / 100 + surchargePercent / 100;
  const pays = Math.max(0, Math.round(list.price * factor * 100) / 100);
  const { net, fee } = netAmount(pays, basis.commission_model);
  return { ...base, traveler_pays: pays, you_receive: net, fee };
}

/** `days` nights from `start`, each priced. */
export function priceNights(
  basis: PriceBasis,
  start: string,
  days: number,
  options: PriceOptions,
): PriceNight[] {
  const first = Temporal.PlainDate.from(start);
  return Array.from({ length: days }, (_, i) =>
    nightPrice(basis, first.add({ days: i }).toString(), options),
  );
}
