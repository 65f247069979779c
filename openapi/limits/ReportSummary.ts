// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ReportSummary, read through ../limits.ts.

export const ReportSummary = {
  answered: { minimum: 0 },
  answered_in_window: { minimum: 0 },
  cancelled: { minimum: 0 },
  confirmed: { minimum: 0 },
  median_response_hours: { minimum: 0 },
  occupancy: { minimum: 0 },
  pending: { minimum: 0 },
  rejected: { minimum: 0 },
  requested: { minimum: 0 },
} as const;
