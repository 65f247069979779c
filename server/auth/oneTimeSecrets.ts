import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export type SecretPurpose = 'verify' | 'reset' | 'email';

const TTL_MS: Record<SecretPurpose, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  // The link that confirms a new login e-mail.
  email: 24 * 60 * 60 * 1000,
};

// Only a hash is stored: a leaked table does not hand out working links.
const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function issueSecret(
  db: Db,
  userId: string,
  purpose: SecretPurpose,
  now = new Date(),
  payload: string | null = null,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('one_time_secrets')
    .values({
      secret_hash: digest(secret),
      user_id: userId,
      purpose,
      payload,
      expires_at: new Date(now.getTime() + TTL_MS[purpose]),
      used_at: null,
    })
    .execute();
  return secret;
}

/** Marks the secret used and answers its user, or null when unknown, used, expired or of another purpose. */
export async function consumeSecret(
  db: Db,
  secret: string,
  purpose: SecretPurpose,
  now = new Date(),
): Promise<string | null> {
  return (await consumeSecretWithPayload(db, secret, purpose, now))?.userId ?? null;
}

/** As `consumeSecret`, with what the secret confirms (the new address of an e-mail change). */
export async function consumeSecretWithPayload(
  db: Db,
  secret: string,
  purpose: SecretPurpose,
  now = new Date(),
): Promise<{ userId: string; payload: string | null } | null> {
  const row = await db
    .updateTable('one_time_secrets')
    .set({ used_at: now })
    .where('secret_hash', '=', digest(secret))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'payload'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, payload: row.payload } : null;
}
