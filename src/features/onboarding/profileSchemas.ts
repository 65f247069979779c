import * as v from 'valibot';
import { today } from '../../i18n/dates.ts';
import { PHONE_COUNTRIES, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH, type PhoneCountry } from './phoneCountries.ts';
import { profileMessages as m, say } from './profileMessages.ts';

// Limits as the contract (openapi/portal.yaml) sets them for profiles.
export const PROFILE_LIMITS = {
  name: 60,
  businessName: 100,
  email: 254,
  description: 1000,
  languages: 10,
} as const;
/** SPEC §5/§9: date selectors run from 1950 to the current year. */
export const EARLIEST_DATE = '1950-01-01';

export interface PhoneValue {
  country_code: PhoneCountry;
  phone_number: string;
  whatsapp: boolean;
}

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say(m.required)), v.maxLength(max, say(m.tooLong)));
/** A Select or date picker holds null until something is chosen. */
const chosen = () => v.pipe(v.string(say(m.required)), v.nonEmpty(say(m.required)));

const phone = v.object({
  country_code: v.picklist(
    PHONE_COUNTRIES.map((c) => c.code),
    say(m.required),
  ),
  // SPEC §5: fewer than 10 characters reads as a missing phone.
  phone_number: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(PHONE_MIN_LENGTH, say(m.required)),
    v.maxLength(PHONE_MAX_LENGTH, say(m.tooLong)),
    v.regex(/^\+?[0-9 ]+$/, say(m.phoneDigits)),
  ),
  whatsapp: v.boolean(),
});

const common = {
  phones: v.pipe(v.array(phone), v.minLength(1, say(m.required)), v.maxLength(2)),
  description: v.pipe(v.string(), v.maxLength(PROFILE_LIMITS.description, say(m.tooLong))),
  languages: v.pipe(
    v.array(v.string()),
    v.minLength(1, say(m.required)),
    v.maxLength(PROFILE_LIMITS.languages, say(m.tooLong)),
  ),
};

const pastDate = () =>
  v.pipe(
    chosen(),
    v.check((date) => date >= EARLIEST_DATE && date <= today().toString(), say(m.dateRange)),
  );

export const personSchema = v.object({
  first_name: text(PROFILE_LIMITS.name),
  last_name: text(PROFILE_LIMITS.name),
  date_of_birth: pastDate(),
  tb_lg_gender_gender_id: chosen(),
  ...common,
});

export const businessSchema = v.object({
  name: text(PROFILE_LIMITS.businessName),
  email: v.pipe(text(PROFILE_LIMITS.email), v.email(say(m.invalidEmail))),
  fundation_date: pastDate(),
  ...common,
});
