import { describe, expect, it } from 'vitest';
import {
  choiceForPercent,
  DEFAULT_MIN_NIGHTS,
  DISCOUNT_CHOICES,
  endAfterStartChange,
  isEndAfterStart,
  isOnPercentStep,
  isShowFromAllowed,
  isStartAllowed,
  MAX_MIN_NIGHTS,
  PERCENT_STEP,
  type PromotionValues,
  percentForChoice,
  promoPrice,
  reveals,
  validatePromotion,
  withChange,
} from '../../machines/promotionRules.ts';
import * as schemaLimits from '../../openapi/limits.ts';

const today = '2026-03-14';
const valid: PromotionValues = {
  title: 'Semana Santa',
  promotion_type: 2,
  offer_type: 0,
  assigned_check: 1,
  start_date: '2026-03-16',
  end_date: '2026-03-20',
  date_show_promotion: null,
  discountChoice: 10,
  percent_discount: 10,
  min_days: 1,
};

describe('promotion constants (SPEC §5, §9)', () => {
  it('offers 5, 10, 20 or custom, with a 0.00001 step and one night by default', () => {
    expect(DISCOUNT_CHOICES).toEqual([5, 10, 20, 'custom']);
    expect(PERCENT_STEP).toBe(0.00001);
    expect(DEFAULT_MIN_NIGHTS).toBe(1);
  });
});

describe('reveals (SPEC §4)', () => {
  it('shows the show-from date only for scheduled promotions', () => {
    expect(reveals({ promotion_type: 2, assigned_check: 3 }).showFrom).toBe(true);
    expect(reveals({ promotion_type: 2, assigned_check: 1 }).showFrom).toBe(false);
    expect(reveals({ promotion_type: 2, assigned_check: 2 }).showFrom).toBe(false);
  });

  it('shows the special-season selector for special dates and increases', () => {
    expect(
      [1, 2, 3, 4].map((t) => reveals({ promotion_type: t as 1, assigned_check: 1 }).specialSeason),
    ).toEqual([false, false, true, true]);
  });

  it('shows min nights for last minute and increases (SPEC "types 1,4,5"; there is no type 5)', () => {
    expect([1, 2, 3, 4].map((t) => reveals({ promotion_type: t as 1, assigned_check: 1 }).minNights)).toEqual(
      [true, false, false, true],
    );
    expect(reveals({ promotion_type: null, assigned_check: 1 })).toEqual({
      showFrom: false,
      specialSeason: false,
      minNights: false,
    });
  });
});

describe('date rules (SPEC §5)', () => {
  it('lets a promotion start today or later, never before', () => {
    expect(isStartAllowed('2026-03-14', today)).toBe(true);
    expect(isStartAllowed('2026-03-15', today)).toBe(true);
    expect(isStartAllowed('2026-03-13', today)).toBe(false);
  });

  it('wants the end at least one day after the start', () => {
    expect(isEndAfterStart('2026-03-16', '2026-03-17')).toBe(true);
    expect(isEndAfterStart('2026-03-16', '2026-03-16')).toBe(false);
    expect(isEndAfterStart('2026-03-16', '2026-03-15')).toBe(false);
  });

  it('clears the end when a new start is not before it', () => {
    expect(endAfterStartChange('2026-03-18', '2026-03-20')).toBe('2026-03-20');
    expect(endAfterStartChange('2026-03-20', '2026-03-20')).toBeNull();
    expect(endAfterStartChange('2026-03-25', '2026-03-20')).toBeNull();
    expect(endAfterStartChange('2026-03-25', null)).toBeNull();
    expect(endAfterStartChange(null, '2026-03-20')).toBe('2026-03-20');
  });

  it('wants the show-from date on or before the start', () => {
    expect(isShowFromAllowed('2026-03-15', '2026-03-16')).toBe(true);
    expect(isShowFromAllowed('2026-03-16', '2026-03-16')).toBe(true);
    expect(isShowFromAllowed('2026-03-17', '2026-03-16')).toBe(false);
  });
});

describe('percent rules (SPEC §5)', () => {
  it('maps choices to percents and stored percents back to choices', () => {
    expect(percentForChoice(20, 7)).toBe(20);
    expect(percentForChoice('custom', 7.5)).toBe(7.5);
    expect(choiceForPercent(5)).toBe(5);
    expect(choiceForPercent(12.5)).toBe('custom');
    expect(choiceForPercent(null)).toBeNull();
  });

  it('accepts percents on the 0.00001 step only', () => {
    expect(isOnPercentStep(12.34567)).toBe(true);
    expect(isOnPercentStep(10)).toBe(true);
    expect(isOnPercentStep(12.345678)).toBe(false);
  });

  it('prices the preview: base minus the percent for discounts, plus for increases', () => {
    expect(promoPrice(100, 10, 2)).toBe(90);
    expect(promoPrice(100, 10, 1)).toBe(90);
    expect(promoPrice(100, 10, 3)).toBe(90);
    expect(promoPrice(100, 10, 4)).toBe(110);
    expect(promoPrice(99.99, 12.5, 2)).toBe(87.49);
  });
});

describe('validatePromotion (SPEC §5)', () => {
  it('passes a complete promotion', () => {
    expect(validatePromotion(valid, today)).toEqual({});
  });

  it('requires type, dates and percent, as codes keyed by field', () => {
    const empty = {
      ...valid,
      promotion_type: null,
      start_date: null,
      end_date: null,
      percent_discount: null,
    };
    expect(validatePromotion(empty, today)).toEqual({
      promotion_type: 'required',
      start_date: 'required',
      end_date: 'required',
      percent_discount: 'required',
    });
  });

  it('refuses a start before today and an end not after the start', () => {
    expect(validatePromotion({ ...valid, start_date: '2026-03-13' }, today)).toEqual({
      start_date: 'beforeToday',
    });
    expect(validatePromotion({ ...valid, end_date: '2026-03-16' }, today)).toEqual({
      end_date: 'notAfterStart',
    });
  });

  it('requires the show-from date of a scheduled promotion, on or before the start', () => {
    const scheduled = { ...valid, assigned_check: 3 as const };
    expect(validatePromotion(scheduled, today)).toEqual({ date_show_promotion: 'required' });
    expect(validatePromotion({ ...scheduled, date_show_promotion: '2026-03-17' }, today)).toEqual({
      date_show_promotion: 'afterStart',
    });
    expect(validatePromotion({ ...scheduled, date_show_promotion: '2026-03-15' }, today)).toEqual({});
  });

  it('ignores a show-from date the status hides', () => {
    expect(validatePromotion({ ...valid, date_show_promotion: '2026-03-30' }, today)).toEqual({});
  });

  it('wants a positive percent on the step, at most 100 for discounts', () => {
    expect(validatePromotion({ ...valid, percent_discount: 0 }, today)).toEqual({
      percent_discount: 'notPositive',
    });
    expect(validatePromotion({ ...valid, percent_discount: 101 }, today)).toEqual({
      percent_discount: 'tooHigh',
    });
    expect(validatePromotion({ ...valid, promotion_type: 4, percent_discount: 150 }, today)).toEqual({});
    expect(validatePromotion({ ...valid, percent_discount: 1.000001 }, today)).toEqual({
      percent_discount: 'offStep',
    });
  });

  it('wants at least one whole night where min nights shows', () => {
    expect(validatePromotion({ ...valid, promotion_type: 1, min_days: 0 }, today)).toEqual({
      min_days: 'belowOne',
    });
    expect(validatePromotion({ ...valid, promotion_type: 4, min_days: 1.5 }, today)).toEqual({
      min_days: 'belowOne',
    });
    expect(validatePromotion({ ...valid, promotion_type: 2, min_days: 0 }, today)).toEqual({});
  });

  it('says the cap of min nights instead of taking more than the contract allows', () => {
    expect(MAX_MIN_NIGHTS).toBe(schemaLimits.PromotionInput.min_days.maximum);
    expect(validatePromotion({ ...valid, promotion_type: 1, min_days: 366 }, today)).toEqual({
      min_days: 'tooManyNights',
    });
    expect(validatePromotion({ ...valid, promotion_type: 1, min_days: 365 }, today)).toEqual({});
  });
});

describe('withChange', () => {
  it('clears the end when the start moves onto or past it', () => {
    expect(withChange(valid, { field: 'start_date', value: '2026-03-20' }).end_date).toBeNull();
    expect(withChange(valid, { field: 'start_date', value: '2026-03-18' }).end_date).toBe('2026-03-20');
  });

  it('resets the season and min nights when the type hides them', () => {
    const increase = { ...valid, promotion_type: 4 as const, offer_type: 2 as const, min_days: 3 };
    expect(withChange(increase, { field: 'promotion_type', value: 3 })).toMatchObject({
      offer_type: 2,
      min_days: 1,
    });
    expect(withChange(increase, { field: 'promotion_type', value: 2 })).toMatchObject({
      offer_type: 0,
      min_days: 1,
    });
    expect(withChange(increase, { field: 'promotion_type', value: 1 })).toMatchObject({
      offer_type: 0,
      min_days: 3,
    });
  });

  it('drops the show-from date when the promotion is no longer scheduled', () => {
    const scheduled = { ...valid, assigned_check: 3 as const, date_show_promotion: '2026-03-15' };
    expect(withChange(scheduled, { field: 'assigned_check', value: 1 }).date_show_promotion).toBeNull();
    expect(withChange(valid, { field: 'assigned_check', value: 3 }).date_show_promotion).toBeNull();
  });

  it('sets the percent from a choice, and makes a typed percent custom', () => {
    expect(withChange(valid, { field: 'discountChoice', value: 20 })).toMatchObject({
      discountChoice: 20,
      percent_discount: 20,
    });
    expect(withChange(valid, { field: 'discountChoice', value: 'custom' })).toMatchObject({
      discountChoice: 'custom',
      percent_discount: 10,
    });
    expect(withChange(valid, { field: 'percent_discount', value: 12.5 })).toMatchObject({
      discountChoice: 'custom',
      percent_discount: 12.5,
    });
  });

  it('changes nothing else', () => {
    expect(withChange(valid, { field: 'title', value: 'Pascua' })).toEqual({ ...valid, title: 'Pascua' });
  });
});
