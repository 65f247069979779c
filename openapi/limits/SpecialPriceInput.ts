// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.SpecialPriceInput, read through ../limits.ts.

export const SpecialPriceInput = {
  end_date: { maxLength: 10 },
  min_night: { maximum: 365, minimum: 1 },
  note: { maxLength: 200, minLength: 1 },
  price: { exclusiveMinimum: 0, maximum: 1000000 },
  product_id: { maxLength: 64 },
  special_price_id: { maxLength: 64 },
  start_date: { maxLength: 10 },
} as const;
