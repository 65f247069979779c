import {
  GUATEMALA,
  type IdentificationType,
  last4,
  normaliseAccountNumber,
  normaliseIban,
  validAccountNumber,
  validBic,
  validDpi,
  validIban,
  validNationalNumber,
  validPassport,
  validTaxCode,
  validTaxId,
} from '../../../machines/payoutRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type {
  BeneficiaryFields,
  BeneficiaryRow,
  TaxRegisterFields,
  TaxRegisterRow,
} from './paymentQueries.ts';
import { acceptsIdentification, checkPlace, regimesOf } from './paymentReference.ts';

type Schemas = components['schemas'];

/** Seals a plain secret for storage (payoutCrypto.ts with the server's key). */
export type Seal = (plain: string) => string;

const invalid = (code: string, field: string, message: string) => new ApiError(400, code, message, field);

/** A required text: trimmed, and not empty once trimmed. */
function required(value: string, field: string): string {
  const text = value.trim();
  if (text === '') throw invalid(`${field}_required`, field, `${field} is required`);
  return text;
}

/** An optional text: '' when omitted. */
const optional = (value: string | undefined) => (value ?? '').trim();

/**
 * The beneficiary to store, checked field by field (the first wrong one is the 400). Omitting the account
 * number or the IBAN keeps the stored one; `iban: ""` removes it.
 */
export async function checkedBeneficiary(
  db: Db,
  body: Schemas['BeneficiarySave'],
  stored: BeneficiaryRow | undefined,
  seal: Seal,
): Promise<BeneficiaryFields> {
  const first_name = required(body.first_name, 'first_name');
  const last_name = required(body.last_name, 'last_name');
  const place = await checkPlace(db, body);
  const bank_name = required(body.bank_name, 'bank_name');

  let account: Pick<BeneficiaryFields, 'account_number_enc' | 'account_number_last4'>;
  if (body.account_number === undefined) {
    if (!stored) throw invalid('account_number_required', 'account_number', 'account_number is required');
    account = {
      account_number_enc: stored.account_number_enc,
      account_number_last4: stored.account_number_last4,
    };
  } else {
    if (!validAccountNumber(body.account_number)) {
      throw invalid(
        'account_number_invalid',
        'account_number',
        'account_number must be 4 to 34 letters or digits (spaces and dashes allowed)',
      );
    }
    const number = normaliseAccountNumber(body.account_number);
    account = { account_number_enc: seal(number), account_number_last4: last4(number) };
  }

  let iban: Pick<BeneficiaryFields, 'iban_enc' | 'iban_last4'>;
  if (body.iban === undefined)
    iban = { iban_enc: stored?.iban_enc ?? null, iban_last4: stored?.iban_last4 ?? null };
  else if (body.iban.trim() === '') iban = { iban_enc: null, iban_last4: null };
  else {
    const electronic = normaliseIban(body.iban);
    if (electronic === null || !validIban(electronic))
      throw invalid('iban_invalid', 'iban', 'iban is not a valid IBAN');
    iban = { iban_enc: seal(electronic), iban_last4: last4(electronic) };
  }

  const bic = optional(body.bin).toUpperCase();
  if (bic !== '' && !validBic(bic)) throw invalid('bic_invalid', 'bin', 'bin is not a valid BIC/SWIFT code');

  return {
    first_name,
    last_name,
    company_name: optional(body.company_name),
    ...place,
    bank_name,
    ...account,
    ...iban,
    bin: bic === '' ? null : bic,
    real_address: optional(body.real_address),
    postal_code: optional(body.postal_code),
  };
}

/** A Guatemalan NIT as invoices print it (`576937-K`); elsewhere the tax id as typed, upper-case. */
function storedTaxId(country: string, nit: string): string {
  const text = nit.trim().toUpperCase();
  if (country !== GUATEMALA) return text;
  const compact = text.replace(/[\s-]/g, '');
  return `${compact.slice(0, -1)}-${compact.slice(-1)}`;
}

type IdentificationFields = Pick<
  TaxRegisterFields,
  'dpi_enc' | 'dpi_last4' | 'passport_enc' | 'passport_last4' | 'national_id_enc' | 'national_id_last4'
>;

/** The number of an identification type as kept (sealed), or the 400 that names its field. */
function identityNumber(type: IdentificationType, typed: string, country: string): string {
  switch (type) {
    case 'dpi':
      if (!validDpi(typed)) throw invalid('dpi_invalid', 'dpi', 'dpi is not a valid CUI');
      return typed.replace(/[\s-]/g, '');
    case 'passport': {
      const passport = typed.trim().toUpperCase();
      if (!validPassport(passport)) {
        throw invalid('passport_invalid', 'passport', 'passport must be 5 to 20 letters or digits');
      }
      return passport;
    }
    case 'national_id': {
      const nationalId = typed.trim().toUpperCase();
      if (!validNationalNumber(country, nationalId)) {
        throw invalid('national_id_invalid', 'national_id', 'national_id must be up to 20 letters or digits');
      }
      return nationalId;
    }
  }
}

/**
 * The identification number of the chosen type, sealed beside its last four; the others are cleared (only
 * what is asked is kept). Omitting the number keeps the stored one of the same type; "" is a missing number.
 */
function checkedIdentification(
  body: Schemas['TaxRegisterSave'],
  stored: TaxRegisterRow | undefined,
  seal: Seal,
): IdentificationFields {
  const type = body.identification_type;
  const none: IdentificationFields = {
    dpi_enc: null,
    dpi_last4: null,
    passport_enc: null,
    passport_last4: null,
    national_id_enc: null,
    national_id_last4: null,
  };
  const enc = `${type}_enc` as const;
  const last4Of = `${type}_last4` as const;
  const typed = body[type];
  if (typed === undefined || typed.trim() === '') {
    if (typed === undefined && stored?.[enc])
      return { ...none, [enc]: stored[enc], [last4Of]: stored[last4Of] };
    throw invalid(`${type}_required`, type, `${type} is required`);
  }
  const number = identityNumber(type, typed, body.country);
  return { ...none, [enc]: seal(number), [last4Of]: last4(number) };
}

/** The tax data of a taxpayer: NIT, regime of the country, and the tax code only in the small-business one. */
async function checkedTaxpayer(
  db: Db,
  body: Schemas['TaxRegisterSave'],
): Promise<Pick<TaxRegisterFields, 'nit' | 'tax_regime' | 'tax_code'>> {
  const taxCode = optional(body.tax_code);
  if (!body.taxpayer) {
    if (taxCode !== '')
      throw invalid('tax_code_not_allowed', 'tax_code', 'tax_code is only for the small-business regime');
    return { nit: null, tax_regime: null, tax_code: null };
  }
  const nit = optional(body.nit);
  if (nit === '') throw invalid('nit_required', 'nit', 'nit is required for a taxpayer');
  if (!validTaxId(body.country, nit)) throw invalid('nit_invalid', 'nit', 'nit is not a valid tax number');
  const regimeId = optional(body.tax_regime);
  if (regimeId === '')
    throw invalid('tax_regime_required', 'tax_regime', 'tax_regime is required for a taxpayer');
  const regime = (await regimesOf(db, body.country)).find((row) => row.id === regimeId);
  if (!regime) throw invalid('tax_regime_unknown', 'tax_regime', 'tax_regime is not a regime of the country');
  if (regime.small_business) {
    if (taxCode === '')
      throw invalid('tax_code_required', 'tax_code', 'tax_code is required in the small-business regime');
    if (!validTaxCode(taxCode))
      throw invalid('tax_code_invalid', 'tax_code', 'tax_code must be up to 20 letters or digits');
  } else if (taxCode !== '') {
    throw invalid('tax_code_not_allowed', 'tax_code', 'tax_code is only for the small-business regime');
  }
  return {
    nit: storedTaxId(body.country, nit),
    tax_regime: regime.id,
    tax_code: regime.small_business ? taxCode.toUpperCase() : null,
  };
}

/** The tax register to store, checked field by field (the first wrong one is the 400). */
export async function checkedTaxRegister(
  db: Db,
  body: Schemas['TaxRegisterSave'],
  stored: TaxRegisterRow | undefined,
  seal: Seal,
): Promise<TaxRegisterFields> {
  const name_on_tax = required(body.name_on_tax, 'name_on_tax');
  const place = await checkPlace(db, body);
  if (!(await acceptsIdentification(db, body.country, body.identification_type))) {
    throw invalid(
      'identification_type_unknown',
      'identification_type',
      'identification_type is not one of the country',
    );
  }
  const identification = checkedIdentification(body, stored, seal);
  const tax = await checkedTaxpayer(db, body);
  const real_address = required(body.real_address, 'real_address');
  return {
    taxpayer: body.taxpayer,
    name_on_tax,
    identification_type: body.identification_type,
    ...identification,
    ...tax,
    ...place,
    real_address,
    postal_code: optional(body.postal_code),
  };
}
