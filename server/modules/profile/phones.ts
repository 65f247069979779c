import { type PhoneProblem, phoneProblem } from '../../../machines/phoneRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { ApiError } from '../../errors.ts';

type Phone = components['schemas']['Phone'];

/** The server message of each refusal; the client maps `code` to the person's language. */
const MESSAGES: Record<PhoneProblem, string> = {
  required: 'The phone number is required',
  tooShort: 'The phone number is too short for its country',
  tooLong: 'The phone number is too long for its country',
  wrongLength: 'The phone number does not have a length its country uses',
  invalid: 'The phone number is not a number of its country',
};

/**
 * The contract checks a phone's shape; this checks it against its country's numbering plan (the same rule
 * the forms apply), answering 400 `invalid_phone` that names the phone at fault.
 */
export function requireValidPhones(phones: readonly Phone[]): void {
  phones.forEach((phone, index) => {
    const problem = phoneProblem(phone.country_code, phone.phone_number);
    if (problem) {
      throw new ApiError(400, 'invalid_phone', MESSAGES[problem], `phones.${index}.phone_number`);
    }
  });
}
