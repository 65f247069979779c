// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.PromotionAvailability, read through ../limits.ts.

export const PromotionAvailability = {
  end_date: { maxLength: 10 },
  start_date: { maxLength: 10 },
} as const;
