// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.RestaurantFeaturesSave, read through ../limits.ts.

export const RestaurantFeaturesSave = {
  category: {
    items: { maxLength: 64 },
    maxItems: 60,
  },
  cuisine: {
    items: { maxLength: 64 },
    maxItems: 60,
  },
  feature: {
    items: { maxLength: 64 },
    maxItems: 60,
  },
  mg_id: { maxLength: 64 },
  service: {
    items: { maxLength: 64 },
    maxItems: 60,
  },
  special_diet: {
    items: { maxLength: 64 },
    maxItems: 60,
  },
  suit_to: {
    items: { maxLength: 64 },
    maxItems: 60,
  },
} as const;
