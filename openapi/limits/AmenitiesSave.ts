// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.AmenitiesSave, read through ../limits.ts.

export const AmenitiesSave = {
  arrival_instructions: { maxLength: 1000 },
  assigned: {
    items: { maxLength: 64 },
    maxItems: 300,
  },
  checkin_instructions: { maxLength: 1000 },
  mg_id: { maxLength: 64 },
  warning: { maxLength: 1000 },
} as const;
