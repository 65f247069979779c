// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TourItinerary, read through ../limits.ts.

export const TourItinerary = {
  days: { maxItems: 30 },
  mg_id: { maxLength: 64 },
  time_duration: { maximum: 30, minimum: 0 },
} as const;
