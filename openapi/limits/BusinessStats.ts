// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.BusinessStats, read through ../limits.ts.

export const BusinessStats = {
  bookings: { minimum: 0 },
  commissions: { minimum: 0 },
  inquiries: { minimum: 0 },
  total_scans: { minimum: 0 },
  views: { minimum: 0 },
} as const;
