import { randomBytes, randomUUID } from 'node:crypto';
import { nextSessionVersion } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  provider: 'local' | 'google' | 'facebook';
  /** Social sign-ins arrive with a verified email; local sign-ups verify by the mailed link. */
  verified: boolean;
  language: 'es' | 'en';
  role: number;
  first_name: string;
  last_name: string;
  country?: string;
}

/** Creates a user with its role, person and referral record in one transaction; answers its id. */
export async function createAccount(db: Db, account: NewAccount): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        email: account.email,
        password_hash: account.passwordHash,
        auth_provider: account.provider,
        email_verified_at: account.verified ? new Date() : null,
        language: account.language,
        business_category: null,
      })
      .execute();
    await trx.insertInto('user_roles').values({ user_id: id, role: account.role }).execute();
    await trx
      .insertInto('persons')
      .values({
        user_id: id,
        first_name: account.first_name.trim(),
        last_name: account.last_name.trim(),
        country: account.country ?? null,
        languages: '[]',
        phones: '[]',
      })
      .execute();
    await trx.insertInto('referral_stats').values({ user_id: id, promotion_code: promotionCode() }).execute();
  });
  return id;
}

/** A short referral code shown on My QR. */
export function promotionCode(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

/**
 * An email as accounts store it and as the per-account limits count it (sign-in and account changes alike): one
 * account whatever the case or the spaces around it.
 */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The account that signs in with this (normalised) email, if any. */
export async function accountIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

/** What a sign-in checks: the password hash (null for an account made by a social sign-in) and verification. */
export function signInRecordOf(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Whom a verification or reset mail goes to: the account, its language and the person's first name. */
export function mailRecipientOf(db: Db, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select(['users.id', 'users.email_verified_at', 'users.language', 'persons.first_name'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/** The verification link was opened: the email is proven, and the link's language (when it says one) is kept. */
export async function markEmailVerified(db: Db, userId: string, language: 'es' | 'en' | undefined) {
  const patch: { email_verified_at: Date; language?: 'es' | 'en' } = { email_verified_at: new Date() };
  if (language) patch.language = language;
  await db.updateTable('users').set(patch).where('id', '=', userId).execute();
}

/**
 * A new password from a reset link. The link proves the mailbox, so it verifies the email too; whoever held a
 * session before (the person who lost the password, or someone who took it) is signed out everywhere: tell
 * `sessions.ended` after this.
 */
export async function resetPassword(db: Db, userId: string, passwordHash: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      auth_provider: 'local' as const,
      ...nextSessionVersion(eb),
    }))
    .where('id', '=', userId)
    .execute();
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}
