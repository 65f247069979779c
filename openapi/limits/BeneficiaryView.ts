// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.BeneficiaryView, read through ../limits.ts.

export const BeneficiaryView = {
  account_number_last4: { maxLength: 4 },
  iban_last4: { maxLength: 4 },
} as const;
