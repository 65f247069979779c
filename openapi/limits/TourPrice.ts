// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TourPrice, read through ../limits.ts.

export const TourPrice = {
  adult: { maximum: 1000000, minimum: 0 },
  child: { maximum: 1000000, minimum: 0 },
  min_pax: { maximum: 100, minimum: 1 },
} as const;
