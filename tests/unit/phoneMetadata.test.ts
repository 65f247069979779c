import { readFileSync } from 'node:fs';
import {
  type CountryCode,
  isValidPhoneNumber,
  type MetadataJson,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { phoneMetadata } from '../../machines/phoneMetadata.ts';
import { PHONE_COUNTRIES } from '../../machines/phoneRules.ts';
import { libraryMetadata, renderPhoneMetadata } from '../../scripts/phone-metadata.ts';

/** A fixed sequence of pseudo-random numbers (mulberry32), so a failure names numbers that fail again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const answers = (digits: string, country: CountryCode, metadata: MetadataJson) => ({
  length: validatePhoneNumberLength(digits, country, metadata),
  valid: isValidPhoneNumber(digits, country, metadata),
});

const keptCountries = PHONE_COUNTRIES.map(({ code }) => code.toUpperCase());

/** The digits that dial abroad from a country (the metadata's second field: 00 in Guatemala, 011 in the US). */
const internationalPrefix = (metadata: MetadataJson, country: CountryCode) =>
  String((metadata.countries[country] as unknown[])[1]);

describe('machines/phoneMetadata.ts (the §5 countries of libphonenumber-js’s min metadata)', () => {
  it('is what scripts/phone-metadata.ts writes for the installed library (npm run phone:metadata)', () => {
    expect(readFileSync('machines/phoneMetadata.ts', 'utf8')).toBe(renderPhoneMetadata());
  });

  it('judges every §5 country’s numbers as the whole metadata does', () => {
    const whole = libraryMetadata().metadata;
    const random = seeded(502);
    for (const { code } of PHONE_COUNTRIES) {
      const country = code.toUpperCase() as CountryCode;
      // Every length from 1 to 17 digits, each with a real start of the country's numbers half the time (the
      // national patterns' leading digits) and any digits otherwise.
      for (let i = 0; i < 1500; i++) {
        const length = 1 + (i % 17);
        const lead = i % 2 === 0 ? String(2 + (i % 8)) : '';
        let digits = lead;
        while (digits.length < length) digits += String(Math.floor(random() * 10));
        const cut = answers(digits, country, phoneMetadata);
        const full = answers(digits, country, whole);
        // Digits that start with the country's international prefix (00 in Panama) are read as a number of
        // another country (004981156 as a German one, which the whole metadata takes): the cut refuses them.
        if (digits.startsWith(internationalPrefix(whole, country))) {
          expect(cut.valid, `${country} ${digits}`).toBe(false);
        } else if (full.valid && !cut.valid) {
          // The whole metadata takes a number of any country sharing the calling code (a Canadian number typed
          // as a Dominican one, both +1); the cut holds the §5 country to its own plan, as the contract says.
          const actual = parsePhoneNumberFromString(digits, country, whole)?.country;
          expect(actual, `${country} ${digits}`).not.toBe(country);
          expect(keptCountries, `${country} ${digits} is of ${actual}`).not.toContain(actual);
          expect(cut.length, `${country} ${digits}`).toBe(full.length);
        } else {
          expect(cut, `${country} ${digits}`).toEqual(full);
        }
      }
    }
  });
});
