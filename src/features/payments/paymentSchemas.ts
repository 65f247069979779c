import * as v from 'valibot';
import {
  GUATEMALA,
  type IdentificationType,
  PAYOUT_LIMITS,
  validAccountNumber,
  validBic,
  validIban,
  validNationalNumber,
  validPassport,
  validTaxCode,
  validTaxId,
} from '../../../machines/payoutRules.ts';
import { paymentMessages as m, say } from './paymentMessages.ts';

const required = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say(m.required)), v.maxLength(max, say(m.tooLong)));
const optional = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, say(m.tooLong)));
/** A Select holds null until something is chosen. */
const chosen = () => v.pipe(v.string(say(m.required)), v.nonEmpty(say(m.required)));
const anyChoice = () => v.nullable(v.string());

export interface PaymentMethodValues {
  country: string | null;
  payment_method: string | null;
}

export const paymentMethodSchema = v.object({ country: chosen(), payment_method: chosen() });

export interface BeneficiaryValues {
  first_name: string;
  last_name: string;
  company_name: string;
  country: string | null;
  state: string | null;
  city: string | null;
  bank_name: string;
  account_number: string;
  iban: string;
  bin: string;
  real_address: string;
  postal_code: string;
  captcha: string;
}

/**
 * The beneficiary form (SPEC §3 Payment, §5). With an account number stored, an empty field keeps it; so does
 * an empty IBAN. Every rule is payoutRules', the one the server applies.
 */
export const beneficiarySchema = (accountStored: boolean) =>
  v.object({
    first_name: required(PAYOUT_LIMITS.name),
    last_name: required(PAYOUT_LIMITS.name),
    company_name: optional(PAYOUT_LIMITS.companyName),
    country: chosen(),
    // The place selects mark all three as required, as every other form that picks a place.
    state: chosen(),
    city: chosen(),
    bank_name: required(PAYOUT_LIMITS.bankName),
    account_number: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value !== '' || accountStored, say(m.required)),
      v.check((value) => value === '' || validAccountNumber(value), say(m.accountNumber)),
    ),
    iban: v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value.replace(/\s/g, '').length <= PAYOUT_LIMITS.iban, say(m.ibanTooLong)),
      v.check((value) => value === '' || validIban(value), say(m.iban)),
    ),
    bin: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(PAYOUT_LIMITS.bic, say(m.bic)),
      v.check((value) => value === '' || validBic(value), say(m.bic)),
    ),
    real_address: optional(PAYOUT_LIMITS.address),
    postal_code: optional(PAYOUT_LIMITS.postalCode),
    captcha: v.pipe(v.string(), v.nonEmpty(say(m.captcha))),
  });

export interface TaxValues {
  name_on_tax: string;
  identification_type: IdentificationType | null;
  dpi: string;
  passport: string;
  national_id: string;
  nit: string;
  tax_regime: string | null;
  tax_code: string;
  country: string | null;
  state: string | null;
  city: string | null;
  real_address: string;
  postal_code: string;
}

export interface TaxRules {
  taxpayer: boolean;
  /** The regime ids of the chosen country that ask for a tax code (Small Business). */
  smallBusinessRegimes: readonly string[];
  /** A number of the chosen identification type is stored: its field left empty keeps it. */
  numberStored: boolean;
}

const unchecked = v.pipe(v.string(), v.trim());

/**
 * The tax register form (SPEC §3, §4, §5): which fields are asked depends on what is chosen — the
 * identification type picks DPI, passport or national id; a taxpayer gives a NIT and a regime; the Small
 * Business regime adds the tax code. The schema is built for the values being checked.
 */
export const taxSchema = (rules: TaxRules, values: TaxValues) => {
  const guatemalan = values.country === GUATEMALA;
  const type = values.identification_type;
  return v.object({
    name_on_tax: required(PAYOUT_LIMITS.nameOnTax),
    identification_type: chosen(),
    dpi:
      type === 'dpi'
        ? v.pipe(
            v.string(),
            v.trim(),
            v.check((value) => value !== '' || rules.numberStored, say(m.required)),
            v.check((value) => value === '' || validNationalNumber(GUATEMALA, value), say(m.dpi)),
          )
        : unchecked,
    passport:
      type === 'passport'
        ? v.pipe(
            v.string(),
            v.trim(),
            v.check((value) => value !== '' || rules.numberStored, say(m.required)),
            v.check((value) => value === '' || validPassport(value), say(m.passport)),
          )
        : unchecked,
    national_id:
      type === 'national_id'
        ? v.pipe(
            v.string(),
            v.trim(),
            v.check((value) => value !== '' || rules.numberStored, say(m.required)),
            v.maxLength(PAYOUT_LIMITS.nationalId, say(m.nationalId)),
            v.check((value) => value === '' || validNationalNumber(values.country, value), say(m.nationalId)),
          )
        : unchecked,
    nit: rules.taxpayer
      ? v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(say(m.required)),
          v.check((value) => validTaxId(values.country, value), say(guatemalan ? m.nit : m.nitOther)),
        )
      : unchecked,
    tax_regime: rules.taxpayer ? chosen() : anyChoice(),
    tax_code:
      rules.taxpayer && values.tax_regime !== null && rules.smallBusinessRegimes.includes(values.tax_regime)
        ? v.pipe(v.string(), v.trim(), v.nonEmpty(say(m.required)), v.check(validTaxCode, say(m.taxCode)))
        : unchecked,
    country: chosen(),
    // The place selects mark all three as required, as every other form that picks a place.
    state: chosen(),
    city: chosen(),
    real_address: required(PAYOUT_LIMITS.address),
    postal_code: optional(PAYOUT_LIMITS.postalCode),
  });
};
