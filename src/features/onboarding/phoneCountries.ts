import type { components } from '../../../openapi/schema.d.ts';

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
export const MAX_PHONES = 2;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 20;

export const prefixOf = (code: PhoneCountry) => PHONE_COUNTRIES.find((c) => c.code === code)?.prefix ?? '';
