// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.Weekdays, read through ../limits.ts.

export const Weekdays = {
  items: { maximum: 6, minimum: 0 },
  maxItems: 7,
} as const;
