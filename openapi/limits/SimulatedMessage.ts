// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.SimulatedMessage, read through ../limits.ts.

export const SimulatedMessage = {
  message: { maxLength: 2000, minLength: 1 },
  provider_email: { maxLength: 254 },
  traveler_email: { maxLength: 254 },
} as const;
