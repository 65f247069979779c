import * as v from 'valibot';
import { isStrongPassword, PASSWORD } from '../../../machines/passwordRules.ts';
import * as schemaLimits from '../../../openapi/limits.ts';
import { profileMessages as m, say } from './profileMessages.ts';

/** Limits of the login email and the password, as the contract and the password rules set them. */
export const ACCOUNT_LIMITS = {
  email: schemaLimits.Email.maxLength,
  password: PASSWORD.maxLength,
} as const;

const currentPassword = v.pipe(
  v.string(),
  v.nonEmpty(say(m.required)),
  v.maxLength(ACCOUNT_LIMITS.password, say(m.tooLong)),
);

/** A new login email, confirmed with the current password (SPEC §4 Account edit). */
export const emailChangeSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say(m.required)),
    v.email(say(m.invalidEmail)),
    v.maxLength(ACCOUNT_LIMITS.email, say(m.tooLong)),
  ),
  password: currentPassword,
});

/** SPEC §5: the new password meets every rule and is repeated alike; the current one proves who asks. */
export const passwordChangeSchema = v.pipe(
  v.object({
    password: currentPassword,
    new_password: v.pipe(
      v.string(),
      v.nonEmpty(say(m.required)),
      v.check(isStrongPassword, say(m.passwordStrong)),
      v.maxLength(ACCOUNT_LIMITS.password, say(m.tooLong)),
    ),
    verify_password: v.pipe(v.string(), v.nonEmpty(say(m.required))),
  }),
  // The mismatch message shows under the confirmation field.
  v.forward(
    v.partialCheck(
      [['new_password'], ['verify_password']],
      (input) => input.new_password === input.verify_password,
      say(m.passwordMismatch),
    ),
    ['verify_password'],
  ),
);
