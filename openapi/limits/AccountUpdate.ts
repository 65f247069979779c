// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.AccountUpdate, read through ../limits.ts.

export const AccountUpdate = {
  email: { maxLength: 254 },
  new_password: { maxLength: 128 },
  password: { maxLength: 128 },
  verify_password: { maxLength: 128 },
} as const;
