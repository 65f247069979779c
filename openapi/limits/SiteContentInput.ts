// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.SiteContentInput, read through ../limits.ts.

export const SiteContentInput = {
  author: { maxLength: 80 },
  body: { maxLength: 50000 },
  description: { maxLength: 300 },
  image_url: { maxLength: 300, pattern: '^(https://|/)' },
  position: { maximum: 999, minimum: 0 },
  slug: { maxLength: 80, minLength: 1, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  title: { maxLength: 120, minLength: 1 },
} as const;
