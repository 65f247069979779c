import type { PhoneCountry } from '../../../machines/phoneRules.ts';
import { schemaLimits } from '../../../openapi/limits.ts';

export type { PhoneCountry };

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
export const MAX_PHONES = schemaLimits.Phones.maxItems;
export const PHONE_MAX_LENGTH = schemaLimits.Phone.phone_number.maxLength;

export const prefixOf = (code: PhoneCountry) => PHONE_COUNTRIES.find((c) => c.code === code)?.prefix ?? '';

/** The phone country of an account: the country chosen at registration when it is one of §5, else the default. */
export const phoneCountryOf = (country: string | undefined): PhoneCountry =>
  PHONE_COUNTRIES.find((c) => c.code === country)?.code ?? DEFAULT_PHONE_COUNTRY;
