// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.AccommodationBedrooms, read through ../limits.ts.

export const AccommodationBedrooms = {
  bathroom_id: { maxLength: 64 },
  bedrooms: { maxItems: 99 },
  capacity_of_people: { maximum: 30, minimum: 1 },
  mg_id: { maxLength: 64 },
  no_bathroom: { maximum: 99, minimum: 0 },
  no_bedroom: { maximum: 99, minimum: 0 },
  total_bed: { maximum: 99, minimum: 0 },
} as const;
