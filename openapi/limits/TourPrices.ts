// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TourPrices, read through ../limits.ts.

export const TourPrices = {
  included: {
    items: { maxLength: 64 },
    maxItems: 30,
  },
  mg_id: { maxLength: 64 },
} as const;
