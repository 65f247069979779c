// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.CalendarRangesSave, read through ../limits.ts.

export const CalendarRangesSave = {
  note: { maxLength: 500 },
  product_ids: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 500,
    minItems: 1,
  },
} as const;
