// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.LandingAssignment, read through ../limits.ts.

export const LandingAssignment = {
  productIds: {
    items: { maxLength: 64, minLength: 1 },
    maxItems: 200,
  },
} as const;
