// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ExtraFee, read through ../limits.ts.

export const ExtraFee = {
  name: { maxLength: 60, minLength: 1 },
  price: { maximum: 1000000, minimum: 0 },
} as const;
