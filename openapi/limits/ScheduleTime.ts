// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.ScheduleTime, read through ../limits.ts.

export const ScheduleTime = { maxLength: 5, pattern: '^([01][0-9]|2[0-3]):(00|30)$' } as const;
