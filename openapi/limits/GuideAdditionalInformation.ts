// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.GuideAdditionalInformation, read through ../limits.ts.

export const GuideAdditionalInformation = {
  before_booking: { maximum: 30, minimum: 0 },
  categories: {
    items: { maxLength: 64 },
    maxItems: 20,
  },
  expertise: {
    items: { maxLength: 64 },
    maxItems: 20,
  },
  languages: {
    items: { maxLength: 64 },
    maxItems: 20,
  },
  max_traveler: { maximum: 30, minimum: 1 },
  mg_id: { maxLength: 64 },
} as const;
