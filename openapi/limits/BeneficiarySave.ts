// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.BeneficiarySave, read through ../limits.ts.

export const BeneficiarySave = {
  account_number: { maxLength: 60, minLength: 1 },
  bank_name: { maxLength: 80, minLength: 1 },
  bin: { maxLength: 11 },
  captcha: { maxLength: 4000, minLength: 1 },
  city: { maxLength: 40 },
  company_name: { maxLength: 120 },
  country: { maxLength: 40, minLength: 1 },
  first_name: { maxLength: 60, minLength: 1 },
  iban: { maxLength: 40 },
  last_name: { maxLength: 60, minLength: 1 },
  postal_code: { maxLength: 10 },
  real_address: { maxLength: 200 },
  state: { maxLength: 40 },
} as const;
