// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.BusinessProfileInput, read through ../limits.ts.

export const BusinessProfileInput = {
  description: { maxLength: 1000 },
  email: { maxLength: 254 },
  fundation_date: { maxLength: 10 },
  languages: {
    items: { maxLength: 10 },
    maxItems: 10,
    minItems: 1,
  },
  name: { maxLength: 100, minLength: 1 },
  phones: { maxItems: 2 },
} as const;
