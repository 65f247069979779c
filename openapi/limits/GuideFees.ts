// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.GuideFees, read through ../limits.ts.

export const GuideFees = {
  mg_id: { maxLength: 64 },
  price_per_day: { maximum: 1000000, minimum: 0 },
  price_per_hour: { maximum: 1000000, minimum: 0 },
} as const;
