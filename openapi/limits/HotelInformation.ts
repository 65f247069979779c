// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.HotelInformation, read through ../limits.ts.

export const HotelInformation = {
  description: { maxLength: 2000, minLength: 1 },
  hotel_id: { maxLength: 64 },
  mg_id: { maxLength: 64 },
  name: { maxLength: 99, minLength: 1 },
  qualification: { maximum: 5, minimum: 1 },
  title: { maxLength: 99, minLength: 1 },
  type_of_property: { maxLength: 64, minLength: 1 },
  web_site: { maxLength: 200 },
} as const;
