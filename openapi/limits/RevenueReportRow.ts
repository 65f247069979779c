// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.RevenueReportRow, read through ../limits.ts.

export const RevenueReportRow = {
  bookings: { minimum: 0 },
  commission: { minimum: 0 },
  gross: { minimum: 0 },
  month: { pattern: '^[0-9]{4}-[0-9]{2}$' },
  net: { minimum: 0 },
} as const;
