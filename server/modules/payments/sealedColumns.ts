import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { loadPayoutKey, opensWith } from './payoutCrypto.ts';

/**
 * Every column payoutCrypto.ts seals, by table (each keyed by `user_id`): what the key check reads and the key
 * rotation seals again. A new sealed column is added here, or a rotation would leave it under the old key.
 */
export const SEALED_COLUMNS = {
  beneficiaries: ['account_number_enc', 'iban_enc'],
  tax_registers: ['dpi_enc', 'passport_enc', 'national_id_enc'],
} as const;

export type SealedColumns = Readonly<Record<string, readonly string[]>>;

/** `table.column` of each sealed column, as reports name them. */
export const sealedColumnNames = (columns: SealedColumns = SEALED_COLUMNS): string[] =>
  Object.entries(columns).flatMap(([table, names]) => names.map((column) => `${table}.${column}`));

/**
 * The first sealed column (of those given) whose stored value does not open with the key, or null. One value
 * per column is read: enough to tell a wrong key, cheap at every start.
 */
export async function columnTheKeyDoesNotOpen(
  db: Db,
  key: Buffer,
  columns: SealedColumns = SEALED_COLUMNS,
): Promise<string | null> {
  for (const name of sealedColumnNames(columns)) {
    const [table, column] = name.split('.') as [string, string];
    const { rows } = await sql<{ value: string }>`select ${sql.ref(column)} as value from ${sql.table(
      table,
    )} where ${sql.ref(column)} is not null limit 1`.execute(db);
    const stored = rows[0]?.value;
    if (stored !== undefined && !opensWith(key, stored)) return name;
  }
  return null;
}

/** The refusal when a key does not open what is stored: which column, and what to set; never a value. */
export function wrongKeyMessage(configured: boolean, column: string): string {
  return configured
    ? `PAYOUT_DATA_KEY does not open the payout data stored in this database (${column}): it was sealed with another key. Set PAYOUT_DATA_KEY to the key the data was sealed with, or last rotated to (npm run payout-key:rotate).`
    : `PAYOUT_DATA_KEY is not set, and the payout data stored in this database (${column}) was sealed with a key kept outside it (npm run payout-key:rotate moves the key out). Set PAYOUT_DATA_KEY to that key.`;
}

/**
 * The key the server seals with: PAYOUT_DATA_KEY, or (outside production) the one kept in the database,
 * created on first use. A key that does not open the values already stored stops the start, so a server
 * given the wrong key (a forgotten rotation, a typo) never seals new values beside the old ones under a second
 * key. In one transaction: a refused start leaves no key created in the database.
 */
export async function openPayoutKey(db: Db, configured: string | undefined): Promise<Buffer> {
  return db.transaction().execute(async (tx) => {
    const key = await loadPayoutKey(tx, configured);
    const column = await columnTheKeyDoesNotOpen(tx, key);
    if (column) throw new Error(wrongKeyMessage(configured !== undefined, column));
    return key;
  });
}
