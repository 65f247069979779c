// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ResponseTimeMonth, read through ../limits.ts.

export const ResponseTimeMonth = {
  answered: { minimum: 0 },
  answered_in_window: { minimum: 0 },
  median_hours: { minimum: 0 },
  month: { pattern: '^[0-9]{4}-[0-9]{2}$' },
  p90_hours: { minimum: 0 },
  pending: { minimum: 0 },
} as const;
