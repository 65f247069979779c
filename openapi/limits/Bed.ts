// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.Bed, read through ../limits.ts.

export const Bed = {
  no_bed: { maximum: 30, minimum: 1 },
  type_of_bed_id: { maxLength: 64, minLength: 1 },
} as const;
