// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.HelpRequestInput, read through ../limits.ts.

export const HelpRequestInput = {
  coverage_area: { maxLength: 200 },
  phone: { maxLength: 20 },
  question: { maxLength: 1000, minLength: 1 },
  segment: { maxLength: 40 },
  step: { maxLength: 60 },
} as const;
