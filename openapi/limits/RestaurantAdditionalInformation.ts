// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.RestaurantAdditionalInformation, read through ../limits.ts.

export const RestaurantAdditionalInformation = {
  average_price: { maximum: 10000, minimum: 0 },
  capacity: { maximum: 2000, minimum: 1 },
  languages: {
    items: { maxLength: 64 },
    maxItems: 20,
  },
  mg_id: { maxLength: 64 },
} as const;
