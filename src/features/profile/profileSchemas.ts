import { i18n, type MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import {
  PHONE_COUNTRIES,
  type PhoneCountry,
  type PhoneProblem,
  phoneProblem,
} from '../../../machines/phoneRules.ts';
import * as schemaLimits from '../../../openapi/limits.ts';
import { today } from '../../i18n/dates.ts';
import { MAX_PHONES, PHONE_MAX_LENGTH } from './phoneCountries.ts';
import { profileMessages as m, say } from './profileMessages.ts';

const person = schemaLimits.PersonProfileInput;
const business = schemaLimits.BusinessProfileInput;

/** Limits of the profile forms, as the contract sets them for PersonProfileInput and BusinessProfileInput. */
export const PROFILE_LIMITS = {
  firstName: person.first_name.maxLength,
  lastName: person.last_name.maxLength,
  personDescription: person.description.maxLength,
  personLanguages: person.languages.maxItems,
  businessName: business.name.maxLength,
  email: business.email.maxLength,
  businessDescription: business.description.maxLength,
  businessLanguages: business.languages.maxItems,
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

const phones = v.pipe(v.array(phone), v.minLength(1, say(m.required)), v.maxLength(MAX_PHONES));
const description = (max: number) => v.pipe(v.string(), v.maxLength(max, say(m.tooLong)));
const languages = (max: number) =>
  v.pipe(v.array(v.string()), v.minLength(1, say(m.required)), v.maxLength(max, say(m.tooLong)));

const pastDate = () =>
  v.pipe(
    chosen(),
    v.check((date) => date >= EARLIEST_DATE && date <= today(), say(m.dateRange)),
  );

export const personSchema = v.object({
  first_name: text(PROFILE_LIMITS.firstName),
  last_name: text(PROFILE_LIMITS.lastName),
  date_of_birth: pastDate(),
  tb_lg_gender_gender_id: chosen(),
  phones,
  description: description(PROFILE_LIMITS.personDescription),
  languages: languages(PROFILE_LIMITS.personLanguages),
});

export const businessSchema = v.object({
  name: text(PROFILE_LIMITS.businessName),
  email: v.pipe(text(PROFILE_LIMITS.email), v.email(say(m.invalidEmail))),
  fundation_date: pastDate(),
  phones,
  description: description(PROFILE_LIMITS.businessDescription),
  languages: languages(PROFILE_LIMITS.businessLanguages),
});
