import { isStrongPassword } from '../../../machines/passwordRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { consumeSecretWithPayload, issueSecret } from '../../auth/oneTimeSecrets.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { nextSessionVersion } from '../../auth/sessions.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { emailChangeMail, emailChangeNotice } from '../../mail/templates.ts';
import { accountIdByEmail, normalEmail } from './accounts.ts';
import { requireAuthUser } from './authUser.ts';
import { openSession } from './session.ts';

type AccountUpdate = components['schemas']['AccountUpdate'];
type AccountUpdateResult = components['schemas']['AccountUpdateResult'];

// SPEC §8, account password update.
const MESSAGES = {
  wrongPassword: 'Password incorrect',
  incorrectData: 'The data is incorrect',
  emailInUse: 'Email is already in use',
  invalidLink: 'The link is not valid or has expired',
};

/**
 * SPEC §4 Account edit, hardened: a stolen token alone changes nothing that lasts. Both changes ask for the
 * current password (so only local-login accounts make them); a new password ends every other session at once;
 * a new login email waits for its own mailbox to confirm, and the old one is told.
 */
export async function updateAccount(
  deps: Deps,
  userId: string,
  body: AccountUpdate,
  /** Where the mails' links point (server/http/linkOrigin.ts). */
  origin: string,
): Promise<AccountUpdateResult> {
  const { db, sessions, limits } = deps;
  const user = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select(['users.email', 'users.password_hash', 'users.language', 'persons.first_name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const email = normalEmail(body.email);
  const changesEmail = email !== user.email;
  if (!changesEmail && !body.change_password) return { user: await requireAuthUser(db, userId) };

  if (user.password_hash === null) throw new ApiError(401, 'not_local', MESSAGES.incorrectData, 'password');
  // The current password is a guess like a sign-in's: it spends a point of the account's sign-in failures first
  // (429 before any check once they are spent, here and at sign-in), and a right one gives it back.
  const account = normalEmail(user.email);
  await limits.take('loginFailuresPerAccount', account);
  if (!(await verifyPassword(user.password_hash, body.password ?? ''))) {
    throw new ApiError(400, 'wrong_password', MESSAGES.wrongPassword, 'password');
  }
  await limits.giveBack('loginFailuresPerAccount', account);
  if (changesEmail) {
    if (await accountIdByEmail(db, email))
      throw new ApiError(403, 'email_in_use', MESSAGES.emailInUse, 'email');
  }
  if (
    body.change_password &&
    (!body.new_password || !isStrongPassword(body.new_password) || body.new_password !== body.verify_password)
  ) {
    throw new ApiError(401, 'incorrect_data', MESSAGES.incorrectData, 'new_password');
  }

  const result: Omit<AccountUpdateResult, 'user'> = {};
  if (body.change_password && body.new_password) {
    const hash = await hashPassword(body.new_password);
    await db
      .updateTable('users')
      .set((eb) => ({ password_hash: hash, ...nextSessionVersion(eb) }))
      .where('id', '=', userId)
      .execute();
    sessions.ended(userId);
    result.token = (await openSession(deps, userId)).token;
  }
  if (changesEmail) {
    await requestEmailChange(deps, origin, userId, { ...user, first_name: user.first_name ?? '' }, email);
    result.pending_email = email;
  }
  return { user: await requireAuthUser(db, userId), ...result };
}

async function requestEmailChange(
  { db, mailer }: Deps,
  origin: string,
  userId: string,
  user: { email: string; language: 'es' | 'en'; first_name: string },
  newEmail: string,
) {
  // One pending change at a time: an earlier link stops working.
  await db
    .updateTable('one_time_secrets')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email')
    .where('used_at', 'is', null)
    .execute();
  const secret = await issueSecret(db, userId, 'email', new Date(), newEmail);
  const link = `${origin}/confirm-email?${new URLSearchParams({ secret, language: user.language })}`;
  await mailer.send({ to: newEmail, link, ...emailChangeMail(user.language, user.first_name, link) });
  const resetLink = `${origin}/forgot-password?${new URLSearchParams({ language: user.language })}`;
  await mailer.send({
    to: user.email,
    ...emailChangeNotice(user.language, user.first_name, newEmail, resetLink),
  });
}

/** The new address opened its link: it becomes the login email, and every session ends. */
export async function confirmEmailChange(
  deps: Deps,
  secret: string,
): Promise<{ message: string; email: string }> {
  const { db, sessions } = deps;
  const confirmed = await consumeSecretWithPayload(db, secret, 'email');
  if (!confirmed?.payload) throw new ApiError(400, 'invalid_secret', MESSAGES.invalidLink, 'secret');
  const email = confirmed.payload;
  if (await accountIdByEmail(db, email))
    throw new ApiError(403, 'email_in_use', MESSAGES.emailInUse, 'email');
  try {
    await db
      .updateTable('users')
      // Opening the link proves the new mailbox.
      .set((eb) => ({ email, email_verified_at: new Date(), ...nextSessionVersion(eb) }))
      .where('id', '=', confirmed.userId)
      .execute();
  } catch (error) {
    // Taken between the check and the write (the column is unique).
    if ((error as { code?: string }).code === '23505')
      throw new ApiError(403, 'email_in_use', MESSAGES.emailInUse, 'email');
    throw error;
  }
  sessions.ended(confirmed.userId);
  return { message: 'Email changed', email };
}
