import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Payouts and tax data (issue 15): the payout country and method, the beneficiary (bank account) and the tax
 * register of each provider, one row each; the account number, IBAN and DPI only encrypted (`v1:iv:tag:data`,
 * server/modules/payments/payoutCrypto.ts) beside their last four characters. Reference data: the
 * identification types and tax regimes per country (`*` stands for every country without rows of its own).
 * Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  await db.schema
    .createTable('payment_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('beneficiaries')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_number_enc', 'text', (c) => c.notNull())
    .addColumn('account_number_last4', 'text', (c) => c.notNull())
    .addColumn('iban_enc', 'text')
    .addColumn('iban_last4', 'text')
    .addColumn('bin', 'text')
    .addColumn('real_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tax_registers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('taxpayer', 'boolean', (c) => c.notNull())
    .addColumn('name_on_tax', 'text', (c) => c.notNull())
    .addColumn('identification_type', 'text', (c) => c.notNull())
    .addColumn('dpi_enc', 'text')
    .addColumn('dpi_last4', 'text')
    .addColumn('passport', 'text')
    .addColumn('national_id', 'text')
    .addColumn('nit', 'text')
    .addColumn('tax_regime', 'text')
    .addColumn('tax_code', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('real_address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('identification_types')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('identification_types_pk', ['country', 'id'])
    .execute();

  await db.schema
    .createTable('tax_regimes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('identification_type', 'text', (c) => c.notNull())
    .addColumn('small_business', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db
    .insertInto('identification_types')
    .values([
      {
        country: 'gt',
        id: 'dpi',
        name_es: 'DPI (Documento Personal de Identificación)',
        name_en: 'DPI (personal identity document)',
        position: 1,
      },
      { country: 'gt', id: 'passport', name_es: 'Pasaporte', name_en: 'Passport', position: 2 },
      {
        country: '*',
        id: 'national_id',
        name_es: 'Documento nacional de identidad',
        name_en: 'National identity document',
        position: 1,
      },
      { country: '*', id: 'passport', name_es: 'Pasaporte', name_en: 'Passport', position: 2 },
    ])
    .execute();

  await db
    .insertInto('tax_regimes')
    .values([
      {
        id: 'gt-general',
        country: 'gt',
        name_es: 'Régimen General sobre las Utilidades de Actividades Lucrativas',
        name_en: 'General regime on profits from business activities',
        identification_type: 'nit',
        small_business: false,
        position: 1,
      },
      {
        id: 'gt-simplified',
        country: 'gt',
        name_es: 'Régimen Opcional Simplificado sobre Ingresos de Actividades Lucrativas',
        name_en: 'Optional simplified regime on income from business activities',
        identification_type: 'nit',
        small_business: false,
        position: 2,
      },
      {
        id: 'gt-small-business',
        country: 'gt',
        name_es: 'Régimen de Pequeño Contribuyente',
        name_en: 'Small taxpayer regime',
        identification_type: 'nit',
        small_business: true,
        position: 3,
      },
      {
        id: 'general',
        country: '*',
        name_es: 'Régimen general',
        name_en: 'General regime',
        identification_type: 'tax_id',
        small_business: false,
        position: 1,
      },
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tax_regimes').execute();
  await db.schema.dropTable('identification_types').execute();
  await db.schema.dropTable('tax_registers').execute();
  await db.schema.dropTable('beneficiaries').execute();
  await db.schema.dropTable('payment_profiles').execute();
}
