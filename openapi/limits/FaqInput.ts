// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.FaqInput, read through ../limits.ts.

export const FaqInput = {
  answer: { maxLength: 4000, minLength: 1 },
  order: { maximum: 999, minimum: 1 },
  question: { maxLength: 200, minLength: 1 },
} as const;
