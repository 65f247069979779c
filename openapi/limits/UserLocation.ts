// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.UserLocation, read through ../limits.ts.

export const UserLocation = {
  city: { maxLength: 40, minLength: 1 },
  country: { maxLength: 40, minLength: 1 },
  state: { maxLength: 40, minLength: 1 },
} as const;
