// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.SupportInbox, read through ../limits.ts.

export const SupportInbox = {
  help_requests: { maxItems: 100 },
  join_requests: { maxItems: 100 },
  meeting_requests: { maxItems: 100 },
  unseen: {
    help: { minimum: 0 },
    join: { minimum: 0 },
    meeting: { minimum: 0 },
  },
} as const;
