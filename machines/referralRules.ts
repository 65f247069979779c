/**
 * The referral programme's rules the server and My QR share (SPEC §9; issue 31): the commission a referred
 * booking earns, a partner's tier, and how earnings turn into payouts. Pure: no I/O. Amounts are in USD; sums are
 * taken in whole cents so a balance never drifts.
 */

/** SPEC §9 "Referral commission 5% per confirmed booking". */
export const REFERRAL_RATE = 5;

/** SPEC §9 "paid each time it reaches $100". */
export const PAYOUT_THRESHOLD = 100;

export type ReferralTier = 'bronze' | 'silver' | 'gold';

/**
 * SPEC §9 partner tiers by the sales a partner brought: bronze 3 % from $1 to $1000, silver 4 % from $1001 to
 * $5000, gold 5 % above. `upTo` is the tier's last dollar (inclusive); gold has no ceiling.
 */
export const PARTNER_TIERS: readonly { tier: ReferralTier; rate: number; upTo: number | null }[] = [
  { tier: 'bronze', rate: 3, upTo: 1000 },
  { tier: 'silver', rate: 4, upTo: 5000 },
  { tier: 'gold', rate: 5, upTo: null },
];

/** A partner's tier by the sales brought so far (bronze until the first sale). */
export function tierOf(sales: number): (typeof PARTNER_TIERS)[number] {
  return PARTNER_TIERS.find((tier) => tier.upTo === null || sales <= tier.upTo) ?? PARTNER_TIERS[0]!;
}

/** The commission of sales at a rate (per cent), in whole cents: a month's and the total are rounded alike. */
export function commissionCents(salesCents: number, rate: number): number {
  return Math.round((salesCents * rate) / 100);
}

export interface Earnings {
  /** The commission, in per cent of sales. */
  rate: number;
  tier: ReferralTier | null;
  earned: number;
  paid: number;
  balance: number;
}

/**
 * What the sales brought by a code earn (docs/decisions.md "Issue 31: referral commission and tiers"): partners
 * (role 5) the rate of their tier, applied to all their sales; everyone else 5 %. Whole payouts of $100 are paid;
 * the rest is the balance.
 */
export function earningsOf(salesCents: number, partner: boolean): Earnings {
  const sales = salesCents / 100;
  const tier = partner ? tierOf(sales) : null;
  const rate = tier ? tier.rate : REFERRAL_RATE;
  const earnedCents = commissionCents(salesCents, rate);
  const paidCents = Math.floor(earnedCents / (PAYOUT_THRESHOLD * 100)) * PAYOUT_THRESHOLD * 100;
  return {
    rate,
    tier: tier ? tier.tier : null,
    earned: earnedCents / 100,
    paid: paidCents / 100,
    balance: (earnedCents - paidCents) / 100,
  };
}
