// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ReviewDecision, read through ../limits.ts.

export const ReviewDecision = {
  reason: { maxLength: 500, minLength: 3 },
} as const;
