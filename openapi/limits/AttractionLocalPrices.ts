// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.AttractionLocalPrices, read through ../limits.ts.

export const AttractionLocalPrices = {
  adult: { maximum: 1000000, minimum: 0 },
  child: { maximum: 1000000, minimum: 0 },
} as const;
