import { type CountryCode, isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js/core';
import type { components } from '../openapi/schema.d.ts';
import { phoneMetadata } from './phoneMetadata.ts';

/** SPEC §5: the countries a phone may belong to (the contract's `Phone.country_code`). */
export type PhoneCountry = components['schemas']['Phone']['country_code'];

/** SPEC §5: the countries a phone may belong to, with their fixed dialling prefix (default gt). */
export const PHONE_COUNTRIES: readonly { code: PhoneCountry; prefix: string }[] = [
  { code: 'gt', prefix: '+502' },
  { code: 'bz', prefix: '+501' },
  { code: 'cr', prefix: '+506' },
  { code: 'do', prefix: '+1' },
  { code: 'sv', prefix: '+503' },
  { code: 'hn', prefix: '+504' },
  { code: 'ni', prefix: '+505' },
  { code: 'pa', prefix: '+507' },
  { code: 'us', prefix: '+1' },
];

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'gt';

export const prefixOf = (code: PhoneCountry) => PHONE_COUNTRIES.find((c) => c.code === code)?.prefix ?? '';

/** The phone country of an account: the country chosen at registration when it is one of §5, else the default. */
export const phoneCountryOf = (country: string | undefined): PhoneCountry =>
  PHONE_COUNTRIES.find((c) => c.code === country)?.code ?? DEFAULT_PHONE_COUNTRY;

/**
 * Why a typed phone number is refused, or null when it is a number of its country.
 * `wrongLength`: neither too short nor too long, yet no length the country uses (9 digits in Guatemala).
 */
export type PhoneProblem = 'required' | 'tooShort' | 'tooLong' | 'wrongLength' | 'invalid';

/**
 * Checks a national number (digits and spaces; the prefix is the country's) against the country's numbering
 * plan. SPEC §5 "under 10 characters shows the required message" is read as "a number too short to be a
 * phone is refused": the library knows each country's real lengths (8 digits in Guatemala, 10 in the US),
 * which a fixed 10 does not. The `min` metadata checks lengths and the national pattern, all this needs
 * (docs/decisions.md, "Phones and onboarding"); it is cut to the §5 countries (machines/phoneMetadata.ts).
 */
export function phoneProblem(country: PhoneCountry, phoneNumber: string): PhoneProblem | null {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits === '') return 'required';
  const code = country.toUpperCase() as CountryCode;
  switch (validatePhoneNumberLength(digits, code, phoneMetadata)) {
    case 'TOO_SHORT':
      return 'tooShort';
    case 'TOO_LONG':
      return 'tooLong';
    case 'INVALID_LENGTH':
      return 'wrongLength';
    case undefined:
      return isValidPhoneNumber(digits, code, phoneMetadata) ? null : 'invalid';
    default:
      return 'invalid';
  }
}
