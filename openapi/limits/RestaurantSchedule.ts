// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.RestaurantSchedule, read through ../limits.ts.

export const RestaurantSchedule = {
  mg_id: { maxLength: 64 },
  schedule: { maxItems: 7, minItems: 7 },
} as const;
