// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.PromotionInput, read through ../limits.ts.

export const PromotionInput = {
  description: { maxLength: 1000 },
  end_date: { maxLength: 10 },
  min_days: { maximum: 365, minimum: 1 },
  percent_discount: { exclusiveMinimum: 0, maximum: 1000 },
  product_id: { maxLength: 64 },
  start_date: { maxLength: 10 },
  title: { maxLength: 100 },
} as const;
