import type { Kysely, Migration } from 'kysely';
import { last4 } from '../../../machines/payoutRules.ts';
import { decryptPayoutValue, encryptPayoutValue } from '../../modules/payments/payoutCrypto.ts';
import { columnTheKeyDoesNotOpen } from '../../modules/payments/sealedColumns.ts';
import type { Db } from '../database.ts';
import type { MigrationNeeds } from '../migrate.ts';

/** What was sealed before this migration: the key must open these before it seals anything more. */
const SEALED_BEFORE = { beneficiaries: ['account_number_enc', 'iban_enc'], tax_registers: ['dpi_enc'] };

/**
 * Issue 25: passport and national-id numbers are sealed like the DPI (payoutCrypto.ts) beside their last four
 * characters, and their clear columns go. Rows stored in clear are sealed here, with the key the server runs
 * with (PAYOUT_DATA_KEY, or the one kept in the database outside production), in the migration's transaction:
 * a key that does not open what is already sealed stops it with nothing changed. Never edit a migration
 * after it landed: add a new one.
 */
export function withNeeds({ payoutKey: payoutKeyOf }: MigrationNeeds): Migration {
  return {
    async up(raw: Kysely<unknown>) {
      const db = raw as Db;
      await db.schema
        .alterTable('tax_registers')
        .addColumn('passport_enc', 'text')
        .addColumn('passport_last4', 'text')
        .addColumn('national_id_enc', 'text')
        .addColumn('national_id_last4', 'text')
        .execute();
      const clear = await (db as unknown as Kysely<ClearColumns>)
        .selectFrom('tax_registers')
        .select(['user_id', 'passport', 'national_id'])
        .where((eb) => eb.or([eb('passport', 'is not', null), eb('national_id', 'is not', null)]))
        .execute();
      if (clear.length > 0) {
        const key = await payoutKeyOf(db);
        const column = await columnTheKeyDoesNotOpen(db, key, SEALED_BEFORE);
        if (column) {
          throw new Error(
            `The payout key (PAYOUT_DATA_KEY, or the one kept in the database when it is unset) does not open ${column}, so passport and national-id numbers cannot be sealed beside it: set PAYOUT_DATA_KEY to the key the data was sealed with.`,
          );
        }
        const sealed = (value: string | null) =>
          value === null
            ? { enc: null, last4: null }
            : { enc: encryptPayoutValue(key, value), last4: last4(value) };
        for (const row of clear) {
          const passport = sealed(row.passport);
          const nationalId = sealed(row.national_id);
          await db
            .updateTable('tax_registers')
            .set({
              passport_enc: passport.enc,
              passport_last4: passport.last4,
              national_id_enc: nationalId.enc,
              national_id_last4: nationalId.last4,
            })
            .where('user_id', '=', row.user_id)
            .execute();
        }
      }
      await db.schema.alterTable('tax_registers').dropColumn('passport').dropColumn('national_id').execute();
    },

    async down(raw: Kysely<unknown>) {
      const db = raw as Db;
      await db.schema
        .alterTable('tax_registers')
        .addColumn('passport', 'text')
        .addColumn('national_id', 'text')
        .execute();
      const sealed = await db
        .selectFrom('tax_registers')
        .select(['user_id', 'passport_enc', 'national_id_enc'])
        .where((eb) => eb.or([eb('passport_enc', 'is not', null), eb('national_id_enc', 'is not', null)]))
        .execute();
      if (sealed.length > 0) {
        const key = await payoutKeyOf(db);
        const plain = (value: string | null) => (value === null ? null : decryptPayoutValue(key, value));
        for (const row of sealed) {
          await (db as unknown as Kysely<ClearColumns>)
            .updateTable('tax_registers')
            .set({ passport: plain(row.passport_enc), national_id: plain(row.national_id_enc) })
            .where('user_id', '=', row.user_id)
            .execute();
        }
      }
      await db.schema
        .alterTable('tax_registers')
        .dropColumn('passport_enc')
        .dropColumn('passport_last4')
        .dropColumn('national_id_enc')
        .dropColumn('national_id_last4')
        .execute();
    },
  };
}

/** The clear columns this migration drops (no longer in schema.ts). */
interface ClearColumns {
  tax_registers: { user_id: string; passport: string | null; national_id: string | null };
}
