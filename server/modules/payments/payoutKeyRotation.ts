import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  decryptPayoutValue,
  encryptPayoutValue,
  forgetStoredPayoutKey,
  parsePayoutKey,
  storedPayoutKey,
} from './payoutCrypto.ts';
import { SEALED_COLUMNS, sealedColumnNames } from './sealedColumns.ts';

export interface PayoutKeyRotation {
  /** Values sealed again under the new key, per `table.column`. */
  resealed: Record<string, number>;
  /** Where the old key came from: PAYOUT_DATA_KEY, the database, or nowhere (nothing was ever sealed). */
  from: 'PAYOUT_DATA_KEY' | 'database' | 'none';
  /** A key kept in the database was taken out of it: from now on the server needs PAYOUT_DATA_KEY. */
  storedKeyRemoved: boolean;
}

/**
 * Seals every payout value (SEALED_COLUMNS) again under `next`, in one transaction: all values move, or none
 * do (a value the current key does not open stops it, nothing changed). The current key is PAYOUT_DATA_KEY
 * (`current`), or the one kept in the database when that is unset. Afterwards the database keeps no payout
 * key: the new one lives only where the operator puts it (PAYOUT_DATA_KEY). Servers on this database must be
 * stopped meanwhile, or they would go on sealing with the old key.
 */
export async function rotatePayoutKey(
  db: Db,
  keys: { current: string | undefined; next: Buffer },
): Promise<PayoutKeyRotation> {
  return db.transaction().execute(async (tx) => {
    const stored = keys.current ? null : await storedPayoutKey(tx);
    const from = keys.current ? parsePayoutKey(keys.current) : stored;
    if (from?.equals(keys.next)) throw new Error('The new payout key is the current one: nothing to rotate.');
    const currentKeyName = keys.current ? 'PAYOUT_DATA_KEY' : 'the key kept in the database';
    const resealed: Record<string, number> = Object.fromEntries(sealedColumnNames().map((name) => [name, 0]));
    for (const [table, columns] of Object.entries(SEALED_COLUMNS)) {
      // Locked until the end: no save slips a value under the old key between the read and the write.
      const { rows } = await sql<Record<string, string | null>>`select user_id, ${sql.join(
        columns.map((column) => sql.ref(column)),
      )} from ${sql.table(table)} order by user_id for update`.execute(tx);
      for (const row of rows) {
        const changes = columns.flatMap((column) => {
          const value = row[column];
          if (value == null) return [];
          const name = `${table}.${column}`;
          if (!from) {
            throw new Error(
              `PAYOUT_DATA_KEY is unset and the database keeps no payout key, yet ${name} holds sealed values: set PAYOUT_DATA_KEY to the key they were sealed with. Nothing was changed.`,
            );
          }
          let plain: string;
          try {
            plain = decryptPayoutValue(from, value);
          } catch {
            throw new Error(
              `A value of ${name} (user ${row.user_id}) does not open with ${currentKeyName}: nothing was changed.`,
            );
          }
          resealed[name] = (resealed[name] ?? 0) + 1;
          return [sql`${sql.ref(column)} = ${encryptPayoutValue(keys.next, plain)}`];
        });
        if (changes.length === 0) continue;
        await sql`update ${sql.table(table)} set ${sql.join(changes)} where user_id = ${row.user_id}`.execute(
          tx,
        );
      }
    }
    const storedKeyRemoved = await forgetStoredPayoutKey(tx);
    const source = keys.current ? 'PAYOUT_DATA_KEY' : stored ? 'database' : 'none';
    return { resealed, from: source, storedKeyRemoved };
  });
}
