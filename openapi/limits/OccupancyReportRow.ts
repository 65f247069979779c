// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.OccupancyReportRow, read through ../limits.ts.

export const OccupancyReportRow = {
  booked: { minimum: 0 },
  bookings: { minimum: 0 },
  days: { minimum: 1 },
  month: { pattern: '^[0-9]{4}-[0-9]{2}$' },
  occupancy: { minimum: 0 },
  people: { minimum: 0 },
} as const;
