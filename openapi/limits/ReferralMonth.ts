// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ReferralMonth, read through ../limits.ts.

export const ReferralMonth = {
  bookings: { minimum: 0 },
  commission: { minimum: 0 },
  inquiries: { minimum: 0 },
  month: { pattern: '^[0-9]{4}-[0-9]{2}$' },
  scans: { minimum: 0 },
  visits: { minimum: 0 },
} as const;
