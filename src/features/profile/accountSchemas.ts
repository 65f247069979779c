import * as v from 'valibot';
import { isStrongPassword } from '../../../machines/passwordRules.ts';
import { emailField, LIMITS } from '../auth/authSchemas.ts';
import { fieldMessages as m, say } from '../auth/fieldMessages.ts';

const currentPassword = v.pipe(
  v.string(),
  v.nonEmpty(say(m.required)),
  v.maxLength(LIMITS.password, say(m.tooLong)),
);

/** A new login email, confirmed with the current password (SPEC §4 Account edit). */
export const emailChangeSchema = v.object({ email: emailField(), password: currentPassword });

/** SPEC §5: the new password meets every rule and is repeated alike; the current one proves who asks. */
export const passwordChangeSchema = v.pipe(
  v.object({
    password: currentPassword,
    new_password: v.pipe(
      v.string(),
      v.nonEmpty(say(m.required)),
      v.check(isStrongPassword, say(m.passwordStrong)),
      v.maxLength(LIMITS.password, say(m.tooLong)),
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
