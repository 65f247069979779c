// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.LoginRequest, read through ../limits.ts.

export const LoginRequest = {
  email: { maxLength: 254 },
  password: { maxLength: 128, minLength: 1 },
} as const;
