// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ServiceRules, read through ../limits.ts.

export const ServiceRules = {
  custom_terms: {
    items: {
      _id: { maxLength: 64 },
      custom_term: { maxLength: 300, minLength: 1 },
    },
    maxItems: 30,
  },
  mg_id: { maxLength: 64 },
} as const;
