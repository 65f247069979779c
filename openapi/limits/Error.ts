// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// biome-ignore-all lint/suspicious/noShadowRestrictedNames: the names are the contract's (a schema is called Error), read as a namespace's members
// components.schemas.Error, read through ../limits.ts.

export const Error = {
  retry_after: { minimum: 1 },
} as const;
