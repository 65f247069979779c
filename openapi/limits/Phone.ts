// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.Phone, read through ../limits.ts.

export const Phone = {
  phone_number: { maxLength: 20, minLength: 1, pattern: '^[0-9 ]+$' },
} as const;
