// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.CancellationPolicySave, read through ../limits.ts.

export const CancellationPolicySave = {
  custom_no_days: { maximum: 80, minimum: 0 },
  custom_percent: { maximum: 100, minimum: 1 },
  mg_cancellation_policy: { maxLength: 64 },
  mg_id: { maxLength: 64 },
} as const;
