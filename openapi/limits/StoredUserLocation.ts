// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.StoredUserLocation, read through ../limits.ts.

export const StoredUserLocation = {
  city: { maxLength: 40 },
  country: { maxLength: 40 },
  state: { maxLength: 40 },
} as const;
