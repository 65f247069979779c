// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TaxRegisterView, read through ../limits.ts.

export const TaxRegisterView = {
  dpi_last4: { maxLength: 4 },
  national_id_last4: { maxLength: 4 },
  passport_last4: { maxLength: 4 },
} as const;
