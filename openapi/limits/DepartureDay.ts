// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.DepartureDay, read through ../limits.ts.

export const DepartureDay = {
  people: { minimum: 0 },
  reservations: { minimum: 0 },
  seats_left: { minimum: 0 },
} as const;
