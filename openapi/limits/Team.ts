// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.Team, read through ../limits.ts.

export const Team = {
  invitations: { maxItems: 20 },
  limit: { minimum: 1 },
  members: { maxItems: 21 },
} as const;
