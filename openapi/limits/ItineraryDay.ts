// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ItineraryDay, read through ../limits.ts.

export const ItineraryDay = {
  activities: { maxItems: 50 },
  no_day: { maximum: 30, minimum: 1 },
  start_times_flexible: {
    items: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|15|30|45)$' },
    maxItems: 96,
  },
} as const;
