// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.CancellationsReport, read through ../limits.ts.

export const CancellationsReport = {
  reasons: { maxItems: 20 },
} as const;
