// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.PromotionAssignment, read through ../limits.ts.

export const PromotionAssignment = {
  guides: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 1000,
  },
  rooms: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 1000,
  },
  tours: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 1000,
  },
  vacations: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 1000,
  },
} as const;
