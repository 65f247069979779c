// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.InfluencerSocialMedia, read through ../limits.ts.

export const InfluencerSocialMedia = {
  followers: { maxLength: 20 },
  link: { maxLength: 300, minLength: 1, pattern: '^https://' },
} as const;
