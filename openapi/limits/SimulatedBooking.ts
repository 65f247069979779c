// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.SimulatedBooking, read through ../limits.ts.

export const SimulatedBooking = {
  adult: { maximum: 30, minimum: 1 },
  nights: { maximum: 30, minimum: 1 },
  product_id: { maxLength: 64 },
  promotion_code: { maxLength: 64, minLength: 1 },
  provider_email: { maxLength: 254 },
  start_in_days: { maximum: 365, minimum: 1 },
  traveler_email: { maxLength: 254 },
} as const;
