// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TeamInvitationInput, read through ../limits.ts.

export const TeamInvitationInput = {
  email: { maxLength: 254 },
} as const;
