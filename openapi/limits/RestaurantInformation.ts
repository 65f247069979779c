// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.RestaurantInformation, read through ../limits.ts.

export const RestaurantInformation = {
  description: { maxLength: 2000, minLength: 1 },
  food_establishment_id: { maxLength: 64 },
  mg_id: { maxLength: 64 },
  name: { maxLength: 99, minLength: 1 },
  title: { maxLength: 99, minLength: 1 },
} as const;
