import { commissionCents, earningsOf, PAYOUT_THRESHOLD } from '../../../machines/referralRules.ts';
import { ROLE } from '../../../machines/roles.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { ReferralFigures } from './referralFigures.ts';

type ReferralStats = components['schemas']['ReferralStats'];

/** A partner (role 5, the traveler who refers travelers) earns by tier; everyone else the flat rate (SPEC §9). */
export const isPartner = (roles: readonly number[]): boolean => roles.includes(ROLE.traveler);

/**
 * My QR's figures as the contract shapes them: the earnings by machines/referralRules.ts, and each month's
 * commission at the rate all the sales earn (a partner's tier applies to all their sales), so the months and the
 * total agree.
 */
export function referralStatsOf(code: string, figures: ReferralFigures, partner: boolean): ReferralStats {
  const earnings = earningsOf(figures.salesCents, partner);
  return {
    promotion_code: code,
    scans: figures.scans,
    visits: figures.visits,
    inquiries: figures.inquiries,
    bookings: figures.bookings,
    sales: figures.salesCents / 100,
    commission_rate: earnings.rate,
    tier: earnings.tier,
    earned: earnings.earned,
    paid: earnings.paid,
    balance: earnings.balance,
    payout_threshold: PAYOUT_THRESHOLD,
    months: figures.months.map((month) => ({
      month: month.month,
      scans: month.scans,
      visits: month.visits,
      inquiries: month.inquiries,
      bookings: month.bookings,
      commission: commissionCents(month.salesCents, earnings.rate) / 100,
    })),
  };
}
