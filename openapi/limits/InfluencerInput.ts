// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.InfluencerInput, read through ../limits.ts.

export const InfluencerInput = {
  activeSince: { maximum: 2100, minimum: 2014 },
  age: { maximum: 99, minimum: 18 },
  captcha: { maxLength: 4000, minLength: 1 },
  descriptions: { maxItems: 2, minItems: 1 },
  firstName: { maxLength: 60, minLength: 1 },
  influencers_categories: { maxItems: 10 },
  languages: { maxItems: 2, minItems: 1 },
  lastName: { maxLength: 60, minLength: 1 },
  newCategory: { maxLength: 100 },
  phone: { maxLength: 20 },
  photo: { maxLength: 64, minLength: 1 },
  publicName: { maxLength: 100, minLength: 1 },
  socialMedia: { maxItems: 5 },
  state: { maxLength: 40, minLength: 1 },
} as const;
