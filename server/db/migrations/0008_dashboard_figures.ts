import { type Kysely, sql } from 'kysely';

/**
 * The control panel's figures from records (issue 11): the views and QR scans the marketplace reports become
 * events, the seeded counters of `referral_stats` go (it keeps the promotion code), and an accepted reservation
 * keeps the commission model it was accepted under. Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createTable('dashboard_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A deleted product's views still happened: they stay counted for its provider.
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('view', 'scan')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The panel counts one provider's events of each type: an index-only scan of this index.
  await raw.schema
    .createIndex('dashboard_events_provider_type')
    .on('dashboard_events')
    .columns(['provider_id', 'type'])
    .execute();

  for (const counter of ['total_scans', 'views', 'inquiries', 'bookings', 'commissions']) {
    await raw.schema.alterTable('referral_stats').dropColumn(counter).execute();
  }

  // Null for reservations decided before this migration: the product's model counts for them.
  await raw.schema.alterTable('bookings').addColumn('commission_model', 'integer').execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await raw.schema.alterTable('bookings').dropColumn('commission_model').execute();
  await raw.schema
    .alterTable('referral_stats')
    .addColumn('total_scans', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inquiries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bookings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commissions', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .execute();
  await raw.schema.dropTable('dashboard_events').execute();
}
