import * as v from 'valibot';
import { isStrongPassword, PASSWORD } from '../../../machines/passwordRules.ts';
import * as schemaLimits from '../../../openapi/limits.ts';
import { fieldMessages as m, say } from './fieldMessages.ts';

/** Field limits of these requests, as the contract sets them. */
export const LIMITS = {
  email: schemaLimits.Email.maxLength,
  firstName: schemaLimits.RegisterRequest.first_name.maxLength,
  lastName: schemaLimits.RegisterRequest.last_name.maxLength,
  password: PASSWORD.maxLength,
  passwordMin: PASSWORD.minLength,
} as const;

const required = () => v.pipe(v.string(), v.trim(), v.nonEmpty(say(m.required)));

export const emailField = () =>
  v.pipe(required(), v.email(say(m.invalidEmail)), v.maxLength(LIMITS.email, say(m.tooLong)));

/** The message of a password shorter than the contract's minimum or with a space, in registration's rules. */
const passwordMin = m.passwordMin(LIMITS.passwordMin);

/** SPEC §5: registration asks for the contract's Password (at least 8 characters, no spaces). */
const registerPassword = v.pipe(
  v.string(),
  v.nonEmpty(say(m.required)),
  v.regex(PASSWORD.pattern, say(passwordMin)),
  v.minLength(LIMITS.passwordMin, say(passwordMin)),
  v.maxLength(LIMITS.password, say(m.tooLong)),
);

const strongPassword = v.pipe(
  v.string(),
  v.nonEmpty(say(m.required)),
  v.check(isStrongPassword, say(m.passwordStrong(LIMITS.passwordMin))),
  v.maxLength(LIMITS.password, say(m.tooLong)),
);

const passwordsMatch = (input: { password: string; passwordConfirmation: string }) =>
  input.password === input.passwordConfirmation;

export const emailOnlySchema = v.object({ email: emailField() });

export const registerSchema = v.pipe(
  v.object({
    email: emailField(),
    password: registerPassword,
    passwordConfirmation: v.pipe(v.string(), v.nonEmpty(say(m.required))),
    first_name: v.pipe(required(), v.maxLength(LIMITS.firstName, say(m.tooLong))),
    last_name: v.pipe(required(), v.maxLength(LIMITS.lastName, say(m.tooLong))),
    country: required(),
    privacyAccepted: v.literal(true, say(m.privacyRequired)),
    captchaAnswer: required(),
  }),
  // The mismatch message shows under the confirmation field.
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], passwordsMatch, say(m.passwordMismatch)),
    ['passwordConfirmation'],
  ),
);

export const resetPasswordSchema = v.pipe(
  v.object({
    password: strongPassword,
    passwordConfirmation: v.pipe(v.string(), v.nonEmpty(say(m.required))),
  }),
  // The mismatch message shows under the confirmation field.
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], passwordsMatch, say(m.passwordMismatch)),
    ['passwordConfirmation'],
  ),
);
