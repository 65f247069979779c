// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.PushSubscriptionInput, read through ../limits.ts.

export const PushSubscriptionInput = {
  endpoint: { maxLength: 1000, minLength: 1, pattern: '^https?://\\S+$' },
  keys: {
    auth: { maxLength: 32, minLength: 16, pattern: '^[A-Za-z0-9_-]+={0,2}$' },
    p256dh: { maxLength: 100, minLength: 80, pattern: '^[A-Za-z0-9_-]+={0,2}$' },
  },
} as const;
