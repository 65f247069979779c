// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.HotelBooking, read through ../limits.ts.

export const HotelBooking = {
  check_in_time_start: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  check_out_time_end: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  check_out_time_start: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  mg_id: { maxLength: 64 },
  surchange_early_value: { maximum: 1000000, minimum: 0 },
  surchange_late_value: { maximum: 1000000, minimum: 0 },
} as const;
