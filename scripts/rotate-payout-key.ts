/**
 * `npm run payout-key:rotate`: seals every payout value again under a new key, in one transaction (nothing
 * changes when anything fails), and leaves the database keeping no payout key. The current key is
 * PAYOUT_DATA_KEY, or the one kept in the database when that is unset; the new one is NEW_PAYOUT_DATA_KEY, or
 * a fresh one printed once. Opens the database as the server does (DATABASE_URL, or the embedded one under
 * DATA_DIR) and brings its schema up to date first. Stop every server on the database before running it.
 * Prints counts, never a value, and no key but the generated one the operator must save.
 */
import { randomBytes } from 'node:crypto';
import { PAYOUT_KEY_BYTES, readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadPayoutKey, parsePayoutKey } from '../server/modules/payments/payoutCrypto.ts';
import { rotatePayoutKey } from '../server/modules/payments/payoutKeyRotation.ts';

// As the server: what it writes under DATA_DIR is the owner's alone.
process.umask(0o077);

const config = readConfig();
const given = process.env.NEW_PAYOUT_DATA_KEY || undefined;
let next: Buffer;
try {
  next = given ? parsePayoutKey(given, 'NEW_PAYOUT_DATA_KEY') : randomBytes(PAYOUT_KEY_BYTES);
  if (config.payoutDataKey) parsePayoutKey(config.payoutDataKey);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const { db, kind } = openDatabase(config);
try {
  await migrateToLatest(db, { payoutKey: (tx) => loadPayoutKey(tx, config.payoutDataKey) });
  const rotation = await rotatePayoutKey(db, { current: config.payoutDataKey, next });
  const total = Object.values(rotation.resealed).reduce((sum, count) => sum + count, 0);
  const width = Math.max(...Object.keys(rotation.resealed).map((name) => name.length));
  const lines = [
    `Payout key rotated on ${kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}: ${total} value${total === 1 ? '' : 's'} sealed again under the new key, in one transaction.`,
    ...Object.entries(rotation.resealed).map(([name, count]) => `  ${name.padEnd(width)}  ${count}`),
    rotation.from === 'none'
      ? 'There was no payout key yet: nothing had been sealed.'
      : `The old key was ${rotation.from === 'database' ? 'the one kept in the database' : 'PAYOUT_DATA_KEY'}.`,
  ];
  if (rotation.storedKeyRemoved) {
    lines.push(
      'The key kept in the database is gone from it: the server now starts only with PAYOUT_DATA_KEY set.',
    );
  }
  if (given) {
    lines.push(
      '',
      'Set in the server’s environment, then start it again:',
      '  PAYOUT_DATA_KEY=<the value of NEW_PAYOUT_DATA_KEY>',
    );
  } else {
    lines.push(
      '',
      'The new key, shown this once: save it where the server’s secrets live (not in the database, not in its backups).',
      'Set in the server’s environment, then start it again:',
      `  PAYOUT_DATA_KEY=${next.toString('base64')}`,
    );
  }
  console.info(lines.join('\n'));
} catch (error) {
  console.error(
    `The payout key was not rotated: every value stays under the current key.\n${(error as Error).message}`,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}
