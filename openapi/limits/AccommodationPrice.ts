// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.AccommodationPrice, read through ../limits.ts.

export const AccommodationPrice = {
  available_after: { maximum: 30, minimum: 0 },
  base_price: { maximum: 1000000, minimum: 0 },
  extra_fee: { maxItems: 20 },
  mg_id: { maxLength: 64 },
  min_months: { maximum: 30, minimum: 1 },
  min_night: { maximum: 99, minimum: 1 },
  month_price: { maximum: 1000000, minimum: 0 },
  monthly_discount: { maximum: 99, minimum: 0 },
  weekend_price: { maximum: 1000000, minimum: 0 },
  weekly_discount: { maximum: 99, minimum: 0 },
} as const;
