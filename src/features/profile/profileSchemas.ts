import { i18n, type MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { type PhoneProblem, phoneProblem } from '../../../machines/phoneRules.ts';
import { today } from '../../i18n/dates.ts';
import { PHONE_COUNTRIES, PHONE_MAX_LENGTH, type PhoneCountry } from './phoneCountries.ts';
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

/** What each refusal of the phone rule says (an empty number is the §5 required message). */
const PHONE_MESSAGES: Record<PhoneProblem, MessageDescriptor> = {
  required: m.required,
  tooShort: m.phoneTooShort,
  tooLong: m.phoneTooLong,
  wrongLength: m.phoneWrongLength,
  invalid: m.phoneInvalid,
};

/** The number is checked against its country's numbering plan, the rule the server applies too. */
const phone = v.pipe(
  v.object({
    country_code: v.picklist(
      PHONE_COUNTRIES.map((c) => c.code),
      say(m.required),
    ),
    phone_number: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(PHONE_MAX_LENGTH, say(m.tooLong)),
      v.regex(/^[0-9 ]*$/, say(m.phoneDigits)),
    ),
    whatsapp: v.boolean(),
  }),
  v.forward(
    v.check(
      (value) => phoneProblem(value.country_code, value.phone_number) === null,
      (issue) =>
        i18n._(PHONE_MESSAGES[phoneProblem(issue.input.country_code, issue.input.phone_number) ?? 'invalid']),
    ),
    ['phone_number'],
  ),
);

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
