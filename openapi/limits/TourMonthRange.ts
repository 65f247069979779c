// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TourMonthRange, read through ../limits.ts.

export const TourMonthRange = {
  days: {
    items: { maximum: 6, minimum: 0 },
    maxItems: 7,
  },
  final_month: { maximum: 12, minimum: 1 },
  initial_month: { maximum: 12, minimum: 1 },
} as const;
