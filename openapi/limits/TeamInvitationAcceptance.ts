// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TeamInvitationAcceptance, read through ../limits.ts.

export const TeamInvitationAcceptance = {
  first_name: { maxLength: 60, minLength: 1 },
  last_name: { maxLength: 60, minLength: 1 },
  password: { maxLength: 128, minLength: 8, pattern: '^\\S+$' },
} as const;
