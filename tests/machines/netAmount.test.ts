import { describe, expect, it } from 'vitest';
import { COMMISSION_DIVISOR, DEFAULT_COMMISSION_MODEL, netAmount } from '../../machines/netAmount.ts';

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

  it('gives nothing for a zero price', () => {
    expect(netAmount(0, 2)).toEqual({ net: 0, fee: 0 });
  });
});
