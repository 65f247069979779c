import type { MessageDescriptor } from '@lingui/core';
import * as schemaLimits from '../../../openapi/limits.ts';
import { fieldMessages as m } from './fieldMessages.ts';

export interface LoginValues {
  email: string;
  password: string;
}

/** What is wrong with each field, as a message to translate when it is drawn (so it follows the language). */
export type LoginErrors = Partial<Record<keyof LoginValues, MessageDescriptor>>;

/**
 * The sign-in form's checks: the rules of the other auth forms' email field (authSchemas.ts, `emailField`) and a
 * required password, each field reporting its first failing rule as valibot does there. Written out instead of a
 * valibot schema with @mantine/form because /login is the lightest screen: the form library and the schemas'
 * module (with the password rules) were 7.4 KiB (gzip) and four files of its first download (issue 28). The
 * maximum length is still read from the contract, at 1.2 KiB and a file: a copy of the number would drift.
 */
/**
 * valibot's EMAIL_REGEX (what `v.email()` checks in the other forms), written out: importing it from valibot brought
 * the library's shared chunk (2.9 KiB gzip) to /login for one expression. tests/unit/apiLimits.test.ts holds it to
 * valibot's.
 */
export const EMAIL_ADDRESS = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;

export function loginErrors({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  // The address is checked, and sent, without the spaces around it.
  const address = email.trim();
  if (address === '') errors.email = m.required;
  else if (!EMAIL_ADDRESS.test(address)) errors.email = m.invalidEmail;
  else if (address.length > schemaLimits.LoginRequest.email.maxLength) errors.email = m.tooLong;
  if (password === '') errors.password = m.required;
  return errors;
}
