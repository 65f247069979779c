// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ReportMoney, read through ../limits.ts.

export const ReportMoney = {
  bookings: { minimum: 0 },
  commission: { minimum: 0 },
  gross: { minimum: 0 },
  net: { minimum: 0 },
} as const;
