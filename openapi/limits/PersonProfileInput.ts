// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.PersonProfileInput, read through ../limits.ts.

export const PersonProfileInput = {
  date_of_birth: { maxLength: 10 },
  description: { maxLength: 1000 },
  first_name: { maxLength: 60, minLength: 1 },
  languages: {
    items: { maxLength: 10 },
    maxItems: 10,
    minItems: 1,
  },
  last_name: { maxLength: 60, minLength: 1 },
  phones: { maxItems: 2 },
  tb_lg_gender_gender_id: { maxLength: 40 },
} as const;
