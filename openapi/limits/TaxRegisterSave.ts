// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.TaxRegisterSave, read through ../limits.ts.

export const TaxRegisterSave = {
  city: { maxLength: 40 },
  country: { maxLength: 40, minLength: 1 },
  dpi: { maxLength: 20 },
  name_on_tax: { maxLength: 120, minLength: 1 },
  national_id: { maxLength: 20 },
  nit: { maxLength: 20 },
  passport: { maxLength: 20 },
  postal_code: { maxLength: 10 },
  real_address: { maxLength: 200, minLength: 1 },
  state: { maxLength: 40 },
  tax_code: { maxLength: 20 },
  tax_regime: { maxLength: 40 },
} as const;
