// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.HelpContentUpdate, read through ../limits.ts.

export const HelpContentUpdate = {
  body: { maxLength: 4000, minLength: 1 },
  title: { maxLength: 120, minLength: 1 },
} as const;
