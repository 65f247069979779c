import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { PAYOUT_KEY_BYTES, payoutKeyProblem } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/**
 * Encryption at rest of payout data (account number, IBAN, DPI, passport, national id): AES-256-GCM with a
 * fresh 12-byte IV per value, stored as `v1:<iv b64>:<tag b64>:<ciphertext b64>`. The version prefix lets a
 * later key or algorithm sit beside this one. Plain values are never logged.
 */

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const SECRET_NAME = 'payout_data_key';
/** A configured key as bytes: 32 bytes in base64, or an error that names the setting (never its value). */
export function parsePayoutKey(configured: string, setting = 'PAYOUT_DATA_KEY'): Buffer {
  const problem = payoutKeyProblem(configured, setting);
  if (problem) throw new Error(problem);
  return Buffer.from(configured, 'base64');
}

/**
 * The key comes from PAYOUT_DATA_KEY, or is created once and kept in the database (like the token key, see
 * server/auth/tokens.ts) so that every server process on the same database encrypts and decrypts alike. Kept
 * in the database only outside production (server/config.ts `productionProblems`).
 */
export async function loadPayoutKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return parsePayoutKey(configured);
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(PAYOUT_KEY_BYTES).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await storedPayoutKey(db)) as Buffer;
}

/** The key kept in the database, if one is; reading it creates none. */
export async function storedPayoutKey(db: Db): Promise<Buffer | null> {
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirst();
  return row ? parsePayoutKey(row.value, 'The payout key kept in the database') : null;
}

/** Takes the key out of the database; answers whether one was there. */
export async function forgetStoredPayoutKey(db: Db): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('app_secrets')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

export function encryptPayoutValue(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(':');
}

/** The plain value of a stored one; throws when it was not sealed with this key (tampered or another key). */
export function decryptPayoutValue(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
    throw new Error('Unknown payout value format');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** Whether a stored value opens with this key (sealed with it and untouched). */
export function opensWith(key: Buffer, stored: string): boolean {
  try {
    decryptPayoutValue(key, stored);
    return true;
  } catch {
    return false;
  }
}
