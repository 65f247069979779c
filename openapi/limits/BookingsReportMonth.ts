// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.BookingsReportMonth, read through ../limits.ts.

export const BookingsReportMonth = {
  cancelled: { minimum: 0 },
  completed: { minimum: 0 },
  confirmed: { minimum: 0 },
  month: { pattern: '^[0-9]{4}-[0-9]{2}$' },
  pending: { minimum: 0 },
  rejected: { minimum: 0 },
  requested: { minimum: 0 },
} as const;
