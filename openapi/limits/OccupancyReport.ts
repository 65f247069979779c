// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.OccupancyReport, read through ../limits.ts.

export const OccupancyReport = {
  months: {
    items: { pattern: '^[0-9]{4}-[0-9]{2}$' },
  },
  rows: { maxItems: 100000 },
} as const;
