// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.GuideInformation, read through ../limits.ts.

export const GuideInformation = {
  age: { maximum: 99, minimum: 18 },
  book_a_guide_id: { maxLength: 64 },
  coberage_area: { maxLength: 300, minLength: 1 },
  description: { maxLength: 2000, minLength: 1 },
  mg_id: { maxLength: 64 },
  name: { maxLength: 99, minLength: 1 },
  professional_licence: { maxLength: 64 },
  title: { maxLength: 99, minLength: 1 },
  year_experience: { maximum: 80, minimum: 0 },
} as const;
