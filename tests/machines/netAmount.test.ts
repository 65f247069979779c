import { describe, expect, it } from 'vitest';
import {
  COMMISSION_DIVISOR,
  commissionPercent,
  DEFAULT_COMMISSION_MODEL,
  netAmount,
} from '../../machines/netAmount.ts';

describe('net amount by commission model (SPEC §9)', () => {
  it('divides by 1.10 for model 1 and 1.15 for model 2', () => {
    expect(COMMISSION_DIVISOR).toEqual({ 1: 1.1, 2: 1.15 });
    expect(netAmount(110, 1)).toEqual({ net: 100, fee: 10 });
    expect(netAmount(115, 2)).toEqual({ net: 100, fee: 15 });
  });

  it('defaults to model 1', () => {
    expect(DEFAULT_COMMISSION_MODEL).toBe(1);
    expect(netAmount(55)).toEqual({ net: 50, fee: 5 });
  });

  it('rounds to cents and keeps net + fee equal to the price', () => {
    expect(netAmount(100, 1)).toEqual({ net: 90.91, fee: 9.09 });
    expect(netAmount(100, 2)).toEqual({ net: 86.96, fee: 13.04 });
    expect(netAmount(19.99, 2)).toEqual({ net: 17.38, fee: 2.61 });
    for (const price of [0.01, 1, 19.99, 99.95, 1234.56]) {
      for (const model of [1, 2] as const) {
        const { net, fee } = netAmount(price, model);
        expect(Math.round((net + fee) * 100)).toBe(Math.round(price * 100));
      }
    }
  });

  it('takes the 10 % or 15 % of the net, not of the price (issue 11)', () => {
    expect(commissionPercent(1)).toBe(10);
    expect(commissionPercent(2)).toBe(15);
    // The reported case: USD 435 under model 1 is USD 395.45 net and USD 39.55 commission, 10 % of the net.
    expect(netAmount(435, 1)).toEqual({ net: 395.45, fee: 39.55 });
    expect(netAmount(435, 2)).toEqual({ net: 378.26, fee: 56.74 });
    for (const price of [0.01, 1, 19.99, 99.95, 435, 1234.56]) {
      for (const model of [1, 2] as const) {
        const { net, fee } = netAmount(price, model);
        // Within a cent of the percentage of the net (each half is rounded to cents).
        expect(Math.abs(fee - (net * commissionPercent(model)) / 100)).toBeLessThanOrEqual(0.01);
      }
    }
  });

  it('gives nothing for a zero price', () => {
    expect(netAmount(0, 2)).toEqual({ net: 0, fee: 0 });
  });
});
