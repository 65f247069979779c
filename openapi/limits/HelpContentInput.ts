// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.HelpContentInput, read through ../limits.ts.

export const HelpContentInput = {
  body: { maxLength: 4000, minLength: 1 },
  step: { maxLength: 60, minLength: 1, pattern: '^[A-Za-z][A-Za-z0-9-]*$' },
  title: { maxLength: 120, minLength: 1 },
  typeProduct: { maximum: 999, minimum: 0 },
} as const;
