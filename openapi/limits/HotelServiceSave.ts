// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.HotelServiceSave, read through ../limits.ts.

export const HotelServiceSave = {
  arrival_instructions: { maxLength: 1000 },
  assigned: {
    items: { maxLength: 64 },
    maxItems: 100,
  },
  mg_id: { maxLength: 64 },
  warning: { maxLength: 1000 },
} as const;
