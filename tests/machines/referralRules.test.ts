import { describe, expect, it } from 'vitest';
import {
  commissionCents,
  earningsOf,
  PAYOUT_THRESHOLD,
  REFERRAL_RATE,
  tierOf,
} from '../../machines/referralRules.ts';

describe('tierOf (SPEC §9 partner tiers by sales, USD)', () => {
  it.each([
    [0, 'bronze', 3],
    [1, 'bronze', 3],
    [1000, 'bronze', 3],
    [1000.01, 'silver', 4],
    [5000, 'silver', 4],
    [5000.01, 'gold', 5],
    [1_000_000, 'gold', 5],
  ] as const)('$%d of sales is %s at %d %%', (sales, tier, rate) => {
    expect(tierOf(sales)).toMatchObject({ tier, rate });
  });
});

describe('earningsOf', () => {
  it('gives everyone but partners the flat 5 %, with no tier', () => {
    expect(REFERRAL_RATE).toBe(5);
    // $720.00 of sales: $36.00 earned, below the $100 payout.
    expect(earningsOf(72_000, false)).toEqual({ rate: 5, tier: null, earned: 36, paid: 0, balance: 36 });
  });

  it('gives a partner the rate of their tier on all their sales, across the boundaries', () => {
    // $1000.00: bronze, 3 % = $30.00.
    expect(earningsOf(100_000, true)).toEqual({ rate: 3, tier: 'bronze', earned: 30, paid: 0, balance: 30 });
    // $1000.01: silver, 4 % = 4000.04 cents, rounded to $40.00.
    expect(earningsOf(100_001, true)).toEqual({ rate: 4, tier: 'silver', earned: 40, paid: 0, balance: 40 });
    // $5000.00: silver, 4 % = $200.00, two whole payouts.
    expect(earningsOf(500_000, true)).toEqual({
      rate: 4,
      tier: 'silver',
      earned: 200,
      paid: 200,
      balance: 0,
    });
    // $5000.01: gold, 5 % = 25000.05 cents, rounded to $250.00: two payouts and $50 waiting.
    expect(earningsOf(500_001, true)).toEqual({ rate: 5, tier: 'gold', earned: 250, paid: 200, balance: 50 });
  });

  it('pays whole payouts of $100 and keeps the rest as the balance', () => {
    expect(PAYOUT_THRESHOLD).toBe(100);
    // $1999.80 at 5 % = $99.99: not yet.
    expect(earningsOf(199_980, false)).toMatchObject({ earned: 99.99, paid: 0, balance: 99.99 });
    // $2000.00 at 5 % = $100.00: paid at once.
    expect(earningsOf(200_000, false)).toMatchObject({ earned: 100, paid: 100, balance: 0 });
    // $4321.09 at 5 % = 21605.45 cents → $216.05: two payouts, $16.05 waiting.
    expect(earningsOf(432_109, false)).toMatchObject({ earned: 216.05, paid: 200, balance: 16.05 });
  });

  it('earns nothing without sales, and a partner starts bronze', () => {
    expect(earningsOf(0, true)).toEqual({ rate: 3, tier: 'bronze', earned: 0, paid: 0, balance: 0 });
    expect(earningsOf(0, false)).toEqual({ rate: 5, tier: null, earned: 0, paid: 0, balance: 0 });
  });
});

describe('commissionCents', () => {
  it('rounds to the whole cent', () => {
    expect(commissionCents(12_345, 5)).toBe(617);
    expect(commissionCents(1, 5)).toBe(0);
    expect(commissionCents(10, 5)).toBe(1);
  });
});
