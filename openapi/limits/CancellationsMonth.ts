// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.CancellationsMonth, read through ../limits.ts.

export const CancellationsMonth = {
  cancelled: { minimum: 0 },
  month: { pattern: '^[0-9]{4}-[0-9]{2}$' },
  rejected: { minimum: 0 },
  requested: { minimum: 0 },
} as const;
