// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.AttractionBringAdditional, read through ../limits.ts.

export const AttractionBringAdditional = {
  additional_information: {
    items: { maxLength: 300 },
    maxItems: 30,
  },
  bring: {
    items: { maxLength: 300 },
    maxItems: 30,
  },
  mg_id: { maxLength: 64 },
  you_will_see: {
    items: { maxLength: 300 },
    maxItems: 30,
  },
} as const;
