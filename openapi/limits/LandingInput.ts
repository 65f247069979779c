// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.LandingInput, read through ../limits.ts.

export const LandingInput = {
  banner_logo: { maxLength: 500, minLength: 1, pattern: '^https://\\S+$' },
  banner_md: { maxLength: 500, minLength: 1, pattern: '^https://\\S+$' },
  banner_xl: { maxLength: 500, minLength: 1, pattern: '^https://\\S+$' },
  banner_xs: { maxLength: 500, minLength: 1, pattern: '^https://\\S+$' },
  description: { maxLength: 1000, minLength: 1 },
  title: { maxLength: 120, minLength: 1 },
} as const;
