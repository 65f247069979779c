// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.VacationBooking, read through ../limits.ts.

export const VacationBooking = {
  before_booking: { maximum: 99, minimum: 0 },
  check_in_time_end: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  check_in_time_start: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  check_out_time: { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' },
  early_arrival_time_value: { maximum: 1000000, minimum: 0 },
  extra_person_price: { maximum: 1000000, minimum: 0 },
  late_arrival_time_value: { maximum: 1000000, minimum: 0 },
  late_check_in_fee: { maximum: 1000000, minimum: 0 },
  mg_id: { maxLength: 64 },
} as const;
