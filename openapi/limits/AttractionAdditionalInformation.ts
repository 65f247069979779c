// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.AttractionAdditionalInformation, read through ../limits.ts.

export const AttractionAdditionalInformation = {
  before_booking: { maximum: 30, minimum: 0 },
  difficulty: { maxLength: 64 },
  languages: {
    items: { maxLength: 64 },
    maxItems: 20,
  },
  mg_id: { maxLength: 64 },
  suited_to: {
    items: { maxLength: 64 },
    maxItems: 20,
  },
} as const;
