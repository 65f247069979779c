// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.CalendarFeedInput, read through ../limits.ts.

export const CalendarFeedInput = {
  name: { maxLength: 80, minLength: 1 },
  url: { maxLength: 2000, minLength: 1 },
} as const;
