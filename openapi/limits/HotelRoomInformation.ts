// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.HotelRoomInformation, read through ../limits.ts.

export const HotelRoomInformation = {
  bathroom_id: { maxLength: 64, minLength: 1 },
  beds: { maxItems: 10, minItems: 1 },
  before_booking: { maximum: 99, minimum: 0 },
  capacity: { maximum: 30, minimum: 1 },
  capacity_room: { maximum: 500, minimum: 1 },
  class_of_room: { maxLength: 64, minLength: 1 },
  extra_person_price: { maximum: 1000000, minimum: 0 },
  high_price: { maximum: 1000000, minimum: 0 },
  high_wd_price: { maximum: 1000000, minimum: 0 },
  ht_room_id: { maxLength: 64 },
  mg_id: { maxLength: 64 },
  price_per_night: { maximum: 1000000, minimum: 0 },
  title: { maxLength: 99, minLength: 1 },
  type_of_room: { maxLength: 64, minLength: 1 },
  weekend_price: { maximum: 1000000, minimum: 0 },
} as const;
