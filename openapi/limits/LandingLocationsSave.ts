// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.LandingLocationsSave, read through ../limits.ts.

export const LandingLocationsSave = {
  locations: {
    items: {
      hubId: { maxLength: 64, minLength: 1, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
      segments: { maxItems: 4 },
    },
    maxItems: 50,
  },
} as const;
