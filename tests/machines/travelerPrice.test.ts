import { describe, expect, it } from 'vitest';
import {
  isWeekendNight,
  nightPrice,
  type PriceBasis,
  type PromotionBasis,
  priceNights,
  type SpecialPriceBasis,
} from '../../machines/travelerPrice.ts';

// 2026-12-01 is a Tuesday; 2026-12-04 a Friday, 12-05 a Saturday, 12-06 a Sunday.
const TODAY = '2026-11-24';
const TUESDAY = '2026-12-01';
const FRIDAY = '2026-12-04';
const SATURDAY = '2026-12-05';
const SUNDAY = '2026-12-06';

const basis = (over: Partial<PriceBasis> = {}): PriceBasis => ({
  base_price: 100,
  weekend_price: 120,
  min_night: 1,
  commission_model: 1,
  special_prices: [],
  promotions: [],
  ...over,
});

let nextId = 0;
const promotion = (over: Partial<PromotionBasis>): PromotionBasis => ({
  promotion_id: `p${++nextId}`,
  promotion_type: 2,
  percent_discount: 10,
  start_date: '2026-11-30',
  end_date: '2026-12-10',
  assigned_check: 1,
  date_show_promotion: null,
  min_days: 1,
  ...over,
});

const special = (over: Partial<SpecialPriceBasis>): SpecialPriceBasis => ({
  special_price_id: `s${++nextId}`,
  start_date: '2026-12-01',
  end_date: '2026-12-02',
  price: 80,
  min_night: 1,
  discounts: true,
  ...over,
});

const at = (b: PriceBasis, night: string, stayNights?: number) =>
  nightPrice(b, night, { today: TODAY, ...(stayNights === undefined ? {} : { stayNights }) });

describe('the price a traveler pays (issue 14)', () => {
  it('knows Friday and Saturday nights as the weekend', () => {
    expect([TUESDAY, FRIDAY, SATURDAY, SUNDAY].map(isWeekendNight)).toEqual([false, true, true, false]);
  });

  it('charges the base price on weekdays and the weekend price on Friday and Saturday nights', () => {
    expect(at(basis(), TUESDAY)).toMatchObject({ list_price: 100, source: 'base', traveler_pays: 100 });
    expect(at(basis(), FRIDAY)).toMatchObject({ list_price: 120, source: 'weekend', traveler_pays: 120 });
    expect(at(basis(), SATURDAY)).toMatchObject({ list_price: 120, source: 'weekend' });
    expect(at(basis(), SUNDAY)).toMatchObject({ list_price: 100, source: 'base' });
  });

  it('falls back to the base price on weekends when there is no weekend price', () => {
    expect(at(basis({ weekend_price: null }), FRIDAY)).toMatchObject({ list_price: 100, source: 'base' });
    expect(at(basis({ weekend_price: 0 }), SATURDAY)).toMatchObject({ list_price: 100, source: 'base' });
  });

  it('replaces base and weekend price with a special price on its nights, both ends included', () => {
    const sp = special({ start_date: '2026-12-01', end_date: '2026-12-04', price: 75 });
    const b = basis({ special_prices: [sp] });
    expect(at(b, '2026-11-30')).toMatchObject({ source: 'base', special_price_id: null, traveler_pays: 100 });
    expect(at(b, TUESDAY)).toMatchObject({
      source: 'special',
      special_price_id: sp.special_price_id,
      traveler_pays: 75,
    });
    expect(at(b, FRIDAY)).toMatchObject({ source: 'special', list_price: 75, traveler_pays: 75 });
    expect(at(b, SATURDAY)).toMatchObject({ source: 'weekend', traveler_pays: 120 });
  });

  it('applies only the largest of overlapping discounts, of every discount type', () => {
    const small = promotion({ promotion_type: 1, percent_discount: 10 });
    const large = promotion({ promotion_type: 3, percent_discount: 25 });
    const middle = promotion({ promotion_type: 2, percent_discount: 20 });
    const night = at(basis({ promotions: [small, large, middle] }), TUESDAY);
    expect(night).toMatchObject({
      discount_percent: 25,
      discount_promotion_id: large.promotion_id,
      surcharge_percent: 0,
      traveler_pays: 75,
    });
  });

  it('adds every surcharge and takes both percents of the list price', () => {
    const discount = promotion({ percent_discount: 20 });
    const up1 = promotion({ promotion_type: 4, percent_discount: 10 });
    const up2 = promotion({ promotion_type: 4, percent_discount: 5 });
    const night = at(basis({ promotions: [discount, up1, up2] }), TUESDAY);
    // 100 × (1 − 0.20 + 0.10 + 0.05) = 95
    expect(night).toMatchObject({
      discount_percent: 20,
      surcharge_percent: 15,
      surcharge_promotion_ids: [up1.promotion_id, up2.promotion_id],
      traveler_pays: 95,
      you_receive: 86.36,
      fee: 8.64,
    });
  });

  it('sums surcharge percents without floating-point drift', () => {
    const night = at(
      basis({
        promotions: [
          promotion({ promotion_type: 4, percent_discount: 0.1 }),
          promotion({ promotion_type: 4, percent_discount: 0.2 }),
        ],
      }),
      TUESDAY,
    );
    expect(night.surcharge_percent).toBe(0.3);
    expect(night.traveler_pays).toBe(100.3);
  });

  it('applies discounts over a special price that allows them', () => {
    const b = basis({
      special_prices: [special({ price: 80, discounts: true })],
      promotions: [promotion({ percent_discount: 10 })],
    });
    expect(at(b, TUESDAY)).toMatchObject({ source: 'special', discount_percent: 10, traveler_pays: 72 });
  });

  it('ignores discounts over a special price without discounts, but still adds surcharges', () => {
    const discount = promotion({ percent_discount: 30 });
    const surcharge = promotion({ promotion_type: 4, percent_discount: 10 });
    const b = basis({
      special_prices: [special({ price: 80, discounts: false })],
      promotions: [discount, surcharge],
    });
    expect(at(b, TUESDAY)).toMatchObject({
      source: 'special',
      discount_percent: 0,
      discount_promotion_id: null,
      surcharge_percent: 10,
      traveler_pays: 88,
    });
    // Outside the special price the same discount applies again: 100 × (1 − 0.3 + 0.1).
    expect(at(b, '2026-12-03')).toMatchObject({ source: 'base', discount_percent: 30, traveler_pays: 80 });
  });

  it('counts a promotion only within its dates, both ends included', () => {
    const p = promotion({ start_date: '2026-12-01', end_date: '2026-12-03', percent_discount: 50 });
    const b = basis({ promotions: [p] });
    expect(priceNights(b, '2026-11-30', 5, { today: TODAY }).map((n) => n.discount_percent)).toEqual([
      0, 50, 50, 50, 0,
    ]);
  });

  it('counts a scheduled promotion from its show-from day on, by the day the traveler books', () => {
    const p = promotion({ assigned_check: 3, date_show_promotion: '2026-11-28', percent_discount: 20 });
    const b = basis({ promotions: [p] });
    expect(nightPrice(b, TUESDAY, { today: '2026-11-27' }).traveler_pays).toBe(100);
    expect(nightPrice(b, TUESDAY, { today: '2026-11-28' }).traveler_pays).toBe(80);
    expect(nightPrice(b, TUESDAY, { today: '2026-11-29' }).traveler_pays).toBe(80);
    const noShowFrom = promotion({ assigned_check: 3, date_show_promotion: null, percent_discount: 20 });
    expect(at(basis({ promotions: [noShowFrom] }), TUESDAY).traveler_pays).toBe(100);
  });

  it('never counts a disabled promotion', () => {
    const b = basis({
      promotions: [
        promotion({ assigned_check: 2, percent_discount: 40 }),
        promotion({ assigned_check: 2, promotion_type: 4, percent_discount: 40 }),
      ],
    });
    expect(at(b, TUESDAY)).toMatchObject({ discount_percent: 0, surcharge_percent: 0, traveler_pays: 100 });
  });

  it("counts a promotion only for stays of at least its minimum nights (the product's minimum by default)", () => {
    const p = promotion({ min_days: 3, percent_discount: 10 });
    expect(at(basis({ promotions: [p] }), TUESDAY).traveler_pays).toBe(100);
    expect(at(basis({ promotions: [p] }), TUESDAY, 2).traveler_pays).toBe(100);
    expect(at(basis({ promotions: [p] }), TUESDAY, 3).traveler_pays).toBe(90);
    expect(at(basis({ promotions: [p], min_night: 3 }), TUESDAY).traveler_pays).toBe(90);
    expect(at(basis({ promotions: [p], min_night: 0 }), TUESDAY).traveler_pays).toBe(100);
  });

  it('keeps the commission inside the price under both models', () => {
    expect(at(basis({ commission_model: 1 }), TUESDAY)).toMatchObject({
      traveler_pays: 100,
      you_receive: 90.91,
      fee: 9.09,
    });
    expect(at(basis({ commission_model: 2 }), TUESDAY)).toMatchObject({
      traveler_pays: 100,
      you_receive: 86.96,
      fee: 13.04,
    });
    expect(at(basis({ commission_model: 1, base_price: 110 }), TUESDAY)).toMatchObject({
      you_receive: 100,
      fee: 10,
    });
    expect(at(basis({ commission_model: 2, base_price: 115 }), TUESDAY)).toMatchObject({
      you_receive: 100,
      fee: 15,
    });
  });

  it('rounds what the traveler pays to cents, and net + fee equals it', () => {
    // 99.99 × 0.85 = 84.9915 → 84.99
    const b = basis({ base_price: 99.99, promotions: [promotion({ percent_discount: 15 })] });
    const one = at(b, TUESDAY);
    expect(one.traveler_pays).toBe(84.99);
    expect(one).toMatchObject({ you_receive: 77.26, fee: 7.73 });
    const two = at({ ...b, commission_model: 2 }, TUESDAY);
    expect(two).toMatchObject({ traveler_pays: 84.99, you_receive: 73.9, fee: 11.09 });
    // 33.33 × 1.075 = 35.829… → 35.83
    const up = at(
      basis({ base_price: 33.33, promotions: [promotion({ promotion_type: 4, percent_discount: 7.5 })] }),
      TUESDAY,
    );
    expect(up.traveler_pays).toBe(35.83);
    for (const night of [one, two, up]) {
      expect(Math.round(((night.you_receive ?? 0) + (night.fee ?? 0)) * 100)).toBe(
        Math.round((night.traveler_pays ?? 0) * 100),
      );
    }
  });

  it('never goes below zero', () => {
    const b = basis({ promotions: [promotion({ percent_discount: 100 })] });
    expect(at(b, TUESDAY)).toMatchObject({ traveler_pays: 0, you_receive: 0, fee: 0 });
  });

  it('answers nulls when there is no price, yet still tells which promotions run', () => {
    const p = promotion({ percent_discount: 10 });
    const night = at(basis({ base_price: null, weekend_price: null, promotions: [p] }), TUESDAY);
    expect(night).toMatchObject({
      list_price: null,
      source: 'none',
      traveler_pays: null,
      you_receive: null,
      fee: null,
      discount_percent: 10,
    });
    // A weekend price alone does not price a weekday.
    expect(at(basis({ base_price: null }), TUESDAY).traveler_pays).toBeNull();
    expect(at(basis({ base_price: null }), FRIDAY).traveler_pays).toBe(120);
  });

  it('prices consecutive nights from a start', () => {
    const nights = priceNights(basis(), '2026-12-03', 4, { today: TODAY });
    expect(nights.map((n) => [n.date, n.traveler_pays])).toEqual([
      ['2026-12-03', 100],
      ['2026-12-04', 120],
      ['2026-12-05', 120],
      ['2026-12-06', 100],
    ]);
  });
});
