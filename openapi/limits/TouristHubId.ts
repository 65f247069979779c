// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TouristHubId, read through ../limits.ts.

export const TouristHubId = { maxLength: 64, minLength: 1, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } as const;
