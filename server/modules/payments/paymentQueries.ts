import type { Selectable } from 'kysely';
import { type PaymentMethod, payoutMissing } from '../../../machines/payoutRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { BeneficiariesTable, TaxRegistersTable } from '../../db/schema.ts';

type Schemas = components['schemas'];
export type BeneficiaryRow = Selectable<BeneficiariesTable>;
export type TaxRegisterRow = Selectable<TaxRegistersTable>;

/** What a beneficiary save writes: the secrets already encrypted, beside their last four characters. */
export type BeneficiaryFields = Omit<BeneficiaryRow, 'user_id' | 'updated_at'>;
export type TaxRegisterFields = Omit<TaxRegisterRow, 'user_id' | 'updated_at'>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The beneficiary as answered: the account number and IBAN only by their last four characters. */
export function beneficiaryView(row: BeneficiaryRow): Schemas['BeneficiaryView'] {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    country: row.country,
    state: row.state,
    city: row.city,
    bank_name: row.bank_name,
    account_number_last4: row.account_number_last4,
    iban_last4: row.iban_last4,
    bin: row.bin,
    real_address: row.real_address,
    postal_code: row.postal_code,
    updated_at: iso(row.updated_at),
  };
}

/**
 * The tax register as answered: the DPI, passport and national id only by their last four characters; the NIT
 * in full (invoices print it).
 */
export function taxRegisterView(row: TaxRegisterRow): Schemas['TaxRegisterView'] {
  return {
    taxpayer: row.taxpayer,
    name_on_tax: row.name_on_tax,
    identification_type: row.identification_type,
    dpi_last4: row.dpi_last4,
    passport_last4: row.passport_last4,
    national_id_last4: row.national_id_last4,
    nit: row.nit,
    tax_regime: row.tax_regime,
    tax_code: row.tax_code,
    country: row.country,
    state: row.state,
    city: row.city,
    real_address: row.real_address,
    postal_code: row.postal_code,
    updated_at: iso(row.updated_at),
  };
}

export function findBeneficiary(db: Db, userId: string) {
  return db.selectFrom('beneficiaries').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findTaxRegister(db: Db, userId: string) {
  return db.selectFrom('tax_registers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Everything the profile and dashboard show of a provider's payouts, with what is still missing. */
export async function paymentProfileOf(db: Db, userId: string): Promise<Schemas['PaymentProfile']> {
  const [profile, beneficiary, tax] = await Promise.all([
    db.selectFrom('payment_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    findBeneficiary(db, userId),
    findTaxRegister(db, userId),
  ]);
  const view = {
    country: profile?.country ?? null,
    payment_method: profile?.payment_method ?? null,
    beneficiary: beneficiary ? beneficiaryView(beneficiary) : null,
    tax: tax ? taxRegisterView(tax) : null,
  };
  return { ...view, missing: payoutMissing(view) };
}

export async function savePaymentCountry(db: Db, userId: string, country: string, method: PaymentMethod) {
  const values = { country, payment_method: method, updated_at: new Date() };
  await db
    .insertInto('payment_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function saveBeneficiaryRow(db: Db, userId: string, fields: BeneficiaryFields) {
  const values = { ...fields, updated_at: new Date() };
  return db
    .insertInto('beneficiaries')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function saveTaxRegisterRow(db: Db, userId: string, fields: TaxRegisterFields) {
  const values = { ...fields, updated_at: new Date() };
  return db
    .insertInto('tax_registers')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}
