// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.Bedroom, read through ../limits.ts.

export const Bedroom = {
  bathroom_id: { maxLength: 64 },
  beds: { maxItems: 10, minItems: 1 },
} as const;
