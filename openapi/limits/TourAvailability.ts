// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TourAvailability, read through ../limits.ts.

export const TourAvailability = {
  mg_id: { maxLength: 64 },
  months: { maxItems: 12 },
  year_days: {
    items: { maximum: 6, minimum: 0 },
    maxItems: 7,
  },
} as const;
