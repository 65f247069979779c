import { type Kysely, sql } from 'kysely';

/**
 * The control panel's figures from records (issue 11): the views and QR scans the marketplace reports become
 * events (counted per provider as they are stored), the seeded counters of `referral_stats` go (it keeps the promotion code), and an accepted reservation
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
  // One provider's events, newest first: what a later breakdown by period reads.
  await raw.schema
    .createIndex('dashboard_events_provider')
    .on('dashboard_events')
    .columns(['provider_id', 'created_at'])
    .execute();
  // The panel's views and scans without counting every event at each visit (PGlite has no autovacuum, so
  // even an index-only scan visits every row: 100 000 events took ~100 ms). As product_counts does (0004),
  // the database keeps each provider's number of events of each type, in the transaction that stores one.
  await raw.schema
    .createTable('dashboard_event_counts')
    .addColumn('provider_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_event_counts_pk', ['provider_id', 'type'])
    .execute();
  await sql`
    create function dashboard_event_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update dashboard_event_counts set total = total - 1
         where provider_id = old.provider_id and type = old.type;
      else
        insert into dashboard_event_counts as c (provider_id, type, total)
        values (new.provider_id, new.type, 1)
        on conflict (provider_id, type) do update set total = c.total + 1;
      end if;
      return null;
    end $$
  `.execute(raw);
  await sql`
    create trigger dashboard_event_counts_follow after insert or delete on dashboard_events
    for each row execute function dashboard_event_counts_follow()
  `.execute(raw);

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
  await sql`drop function dashboard_event_counts_follow()`.execute(raw);
  await raw.schema.dropTable('dashboard_event_counts').execute();
}
