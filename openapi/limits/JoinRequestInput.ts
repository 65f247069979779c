// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.JoinRequestInput, read through ../limits.ts.

export const JoinRequestInput = {
  captcha: { maxLength: 4000, minLength: 1 },
  company: { maxLength: 120 },
  email: { maxLength: 254 },
  message: { maxLength: 1000, minLength: 1 },
  name: { maxLength: 120, minLength: 1 },
  phone: { maxLength: 20 },
  phoneCountry: { maxLength: 2, minLength: 2 },
  ref: { maxLength: 64 },
} as const;
