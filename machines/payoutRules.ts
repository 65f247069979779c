import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * The rules of payout and tax data (issue 15), one module for the forms (valibot schemas call it) and the
 * server (it checks every save with it). Pure: no fetch, no React.
 *
 * The Guatemalan checks are written here rather than taken from `stdnum`: its ESM build imports files without
 * extensions (Node cannot load it) and its CommonJS entry brings every country (4 MB) to the client bundle.
 */

/** Guatemala's id in the location catalog: its NIT and DPI (CUI) carry check digits. */
export const GUATEMALA = 'gt';

export type PaymentMethod = 'local_transfer' | 'international_transfer';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['local_transfer', 'international_transfer'];

export type IdentificationType = 'dpi' | 'passport' | 'national_id';
/** What stands between a provider and a payout, in the order the profile lists it. */
export type PayoutMissing = 'payment_method' | 'beneficiary' | 'tax_register';

/** Field limits shared by the contract, the forms and the server. */
export const PAYOUT_LIMITS = {
  name: 60,
  companyName: 120,
  bankName: 80,
  accountNumberMin: 4,
  accountNumberMax: 34,
  iban: 28,
  bic: 11,
  address: 200,
  postalCode: 10,
  nameOnTax: 120,
  passportMin: 5,
  passportMax: 20,
  nationalId: 20,
  nit: 20,
  taxCode: 20,
} as const;

/** Spaces and dashes out, letters upper-cased: how account numbers, NITs and DPIs are compared and stored. */
function compact(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The account number as stored: without spaces or dashes, upper-case. */
export function normaliseAccountNumber(value: string): string {
  return compact(value);
}

/** 4–34 letters or digits once spaces and dashes are out; nothing but those three kinds of character. */
export function validAccountNumber(value: string): boolean {
  if (!/^[0-9A-Za-z\s-]+$/.test(value)) return false;
  const stored = normaliseAccountNumber(value);
  return stored.length >= PAYOUT_LIMITS.accountNumberMin && stored.length <= PAYOUT_LIMITS.accountNumberMax;
}

const NIT_CHECK = '0123456789K';

/**
 * A Guatemalan NIT: 1–11 digits and a check digit (0–9 or K), usually written `576937-K`. The check digit
 * is (11 − Σ digitᵢ × (i + 2)) mod 11 over the digits read from the right, 10 written K (SAT's FEL rules).
 * `CF` (consumidor final) is not a NIT.
 */
export function validNit(value: string): boolean {
  const nit = compact(value);
  if (!/^\d{1,11}[0-9K]$/.test(nit)) return false;
  const digits = nit.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 2);
  return nit.at(-1) === NIT_CHECK[(11 - (sum % 11)) % 11];
}

/** Municipalities per department of Guatemala, by the department's two-digit code in the CUI. */
const MUNICIPALITIES_PER_DEPARTMENT: readonly number[] = [
  17, // 01 Guatemala
  8, // 02 El Progreso
  16, // 03 Sacatepéquez
  16, // 04 Chimaltenango
  13, // 05 Escuintla
  14, // 06 Santa Rosa
  19, // 07 Sololá
  8, // 08 Totonicapán
  24, // 09 Quetzaltenango
  21, // 10 Suchitepéquez
  9, // 11 Retalhuleu
  30, // 12 San Marcos
  32, // 13 Huehuetenango
  21, // 14 Quiché
  8, // 15 Baja Verapaz
  17, // 16 Alta Verapaz
  14, // 17 Petén
  5, // 18 Izabal
  11, // 19 Zacapa
  11, // 20 Chiquimula
  7, // 21 Jalapa
  17, // 22 Jutiapa
];

/**
 * A Guatemalan DPI's CUI: 13 digits — 8 serial digits, a check digit, the department (01–22) and the
 * municipality inside it (01–its count). The check digit is (Σ digitᵢ × (i + 2) mod 11) mod 10 over the
 * serial read from the left. Written with spaces or dashes (`2415 75181 0101`) is accepted.
 */
export function validDpi(value: string): boolean {
  const cui = compact(value);
  if (!/^\d{13}$/.test(cui)) return false;
  const department = Number(cui.slice(9, 11));
  const municipality = Number(cui.slice(11, 13));
  const municipalities = MUNICIPALITIES_PER_DEPARTMENT[department - 1];
  if (municipalities === undefined || municipality < 1 || municipality > municipalities) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(cui[i]) * (i + 2);
  return Number(cui[8]) === (sum % 11) % 10;
}

/** The IBAN as stored: electronic format (no spaces, upper-case); null when it is not one. */
export function normaliseIban(value: string): string | null {
  return electronicFormatIBAN(value);
}

/** An IBAN of at most 28 characters once spaces are out, with a valid country format and check digits. */
export function validIban(value: string): boolean {
  const iban = normaliseIban(value);
  return iban !== null && iban.length <= PAYOUT_LIMITS.iban && isValidIBAN(iban);
}

/** A BIC/SWIFT code: 8 or 11 characters (bank, country, location, optional branch). */
export function validBic(value: string): boolean {
  const bic = value.trim().toUpperCase();
  return bic.length <= PAYOUT_LIMITS.bic && isValidBIC(bic);
}

/** A passport number: 5–20 letters or digits. */
export function validPassport(value: string): boolean {
  return /^[0-9A-Za-z]{5,20}$/.test(value.trim());
}

/** The small-business regime's tax code: 1–20 letters or digits. */
export function validTaxCode(value: string): boolean {
  return /^[0-9A-Za-z]{1,20}$/.test(value.trim());
}

/**
 * A tax id in the given country: a valid NIT in Guatemala; elsewhere 1–20 letters, digits or dashes (no
 * check digit is known to the portal).
 */
export function validTaxId(country: string | null, value: string): boolean {
  if (country === GUATEMALA) return validNit(value);
  return /^[0-9A-Za-z-]{1,20}$/.test(value.trim());
}

/** A national identity number in the given country: a valid CUI in Guatemala; elsewhere 1–20 letters/digits. */
export function validNationalNumber(country: string | null, value: string): boolean {
  if (country === GUATEMALA) return validDpi(value);
  return /^[0-9A-Za-z]{1,20}$/.test(compact(value));
}

/** The last four characters, what a masked number shows (`•••• 1234`). */
export function last4(value: string): string {
  return compact(value).slice(-4);
}

/** What the payout check reads of a payment profile. */
export interface PayoutProfileParts {
  country: string | null;
  payment_method: PaymentMethod | null;
  beneficiary: unknown;
  tax: unknown;
}

/** What is still missing before the provider can be paid: a payment method, a beneficiary, the tax register. */
export function payoutMissing(profile: PayoutProfileParts): PayoutMissing[] {
  const missing: PayoutMissing[] = [];
  if (profile.country === null || profile.payment_method === null) missing.push('payment_method');
  if (profile.beneficiary === null || profile.beneficiary === undefined) missing.push('beneficiary');
  if (profile.tax === null || profile.tax === undefined) missing.push('tax_register');
  return missing;
}
