// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.BlogPage, read through ../limits.ts.

export const BlogPage = {
  items: { maxItems: 12 },
  page: { minimum: 1 },
  pages: { minimum: 0 },
  total: { minimum: 0 },
} as const;
