// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ProductLocation, read through ../limits.ts.

export const ProductLocation = {
  city: { maxLength: 64 },
  country: { maxLength: 64 },
  latitude: { maximum: 90, minimum: -90 },
  length: { maximum: 180, minimum: -180 },
  mg_id: { maxLength: 64 },
  real_address: { maxLength: 200 },
  state: { maxLength: 64 },
} as const;
