// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.LandingCreate, read through ../limits.ts.

export const LandingCreate = {
  banner_logo: { maxLength: 500, minLength: 1, pattern: '^https://\\S+$' },
  banner_md: { maxLength: 500, minLength: 1, pattern: '^https://\\S+$' },
  banner_xl: { maxLength: 500, minLength: 1, pattern: '^https://\\S+$' },
  banner_xs: { maxLength: 500, minLength: 1, pattern: '^https://\\S+$' },
  captcha: { maxLength: 4000, minLength: 1 },
  description: { maxLength: 1000, minLength: 1 },
  title: { maxLength: 120, minLength: 1 },
} as const;
