import * as v from 'valibot';
import { fieldMessages as m, say } from './fieldMessages.ts';

// Field limits as the contract (openapi/portal.yaml) sets them for these requests.
export const LIMITS = { email: 254, name: 60, password: 128, passwordMin: 8 } as const;

const required = () => v.pipe(v.string(), v.trim(), v.nonEmpty(say(m.required)));

export const emailField = () =>
  v.pipe(required(), v.email(say(m.invalidEmail)), v.maxLength(LIMITS.email, say(m.tooLong)));

/** SPEC §5: registration asks for at least 8 characters and no spaces. */
const registerPassword = v.pipe(
  v.string(),
  v.nonEmpty(say(m.required)),
  v.regex(/^\S+$/, say(m.passwordMin)),
  v.minLength(LIMITS.passwordMin, say(m.passwordMin)),
  v.maxLength(LIMITS.password, say(m.tooLong)),
);

/** SPEC §5: a new password has 8 or more characters with a digit, an uppercase and a lowercase letter, no spaces. */
export const PASSWORD_RULES = {
  length: (p: string) => p.length >= LIMITS.passwordMin,
  digit: (p: string) => /\d/.test(p),
  uppercase: (p: string) => /[A-Z]/.test(p),
  lowercase: (p: string) => /[a-z]/.test(p),
  noSpaces: (p: string) => p.length > 0 && !/\s/.test(p),
} as const;

const strongPassword = v.pipe(
  v.string(),
  v.nonEmpty(say(m.required)),
  v.check((p) => Object.values(PASSWORD_RULES).every((rule) => rule(p)), say(m.passwordStrong)),
  v.maxLength(LIMITS.password, say(m.tooLong)),
);

const passwordsMatch = (input: { password: string; passwordConfirmation: string }) =>
  input.password === input.passwordConfirmation;

export const loginSchema = v.object({
  email: emailField(),
  password: v.pipe(v.string(), v.nonEmpty(say(m.required))),
});

export const emailOnlySchema = v.object({ email: emailField() });

export const registerSchema = v.pipe(
  v.object({
    email: emailField(),
    password: registerPassword,
    passwordConfirmation: v.pipe(v.string(), v.nonEmpty(say(m.required))),
    first_name: v.pipe(required(), v.maxLength(LIMITS.name, say(m.tooLong))),
    last_name: v.pipe(required(), v.maxLength(LIMITS.name, say(m.tooLong))),
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
