import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/**
 * Encryption at rest of payout data (account number, IBAN, DPI): AES-256-GCM with a fresh 12-byte IV per
 * value, stored as `v1:<iv b64>:<tag b64>:<ciphertext b64>`. The version prefix lets a later key or algorithm
 * sit beside this one. Plain values are never logged.
 */

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const SECRET_NAME = 'payout_data_key';
export const PAYOUT_KEY_BYTES = 32;

/** PAYOUT_DATA_KEY as bytes: 32 bytes in base64, or an error that names the setting (never its value). */
export function parsePayoutKey(configured: string): Buffer {
  const key = Buffer.from(configured, 'base64');
  if (
    key.length !== PAYOUT_KEY_BYTES ||
    key.toString('base64').replace(/=+$/, '') !== configured.replace(/=+$/, '')
  ) {
    throw new Error('PAYOUT_DATA_KEY must be 32 random bytes in base64 (openssl rand -base64 32)');
  }
  return key;
}

/**
 * The key comes from PAYOUT_DATA_KEY, or is created once and kept in the database (like the token key, see
 * server/auth/tokens.ts) so that every server process on the same database encrypts and decrypts alike.
 */
export async function loadPayoutKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return parsePayoutKey(configured);
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(PAYOUT_KEY_BYTES).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return parsePayoutKey(row.value);
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
