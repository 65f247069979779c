// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ReferralStats, read through ../limits.ts.

export const ReferralStats = {
  balance: { minimum: 0 },
  bookings: { minimum: 0 },
  commission_rate: { maximum: 100, minimum: 0 },
  earned: { minimum: 0 },
  inquiries: { minimum: 0 },
  months: { maxItems: 24 },
  paid: { minimum: 0 },
  payout_threshold: { minimum: 0 },
  sales: { minimum: 0 },
  scans: { minimum: 0 },
  visits: { minimum: 0 },
} as const;
