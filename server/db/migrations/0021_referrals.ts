import { type Kysely, sql } from 'kysely';

/**
 * My QR's figures from records (issue 31): the visits and inquiries the marketplace reports of visitors who came
 * with someone's referral code become events of the code's owner (scans stay `dashboard_events` of type scan, so
 * the control panel counts them too), and a reservation keeps the code its traveler came with. Never edit a
 * migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createTable('referral_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('visit', 'inquiry')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One owner's events by time: what the totals and the monthly series read.
  await raw.schema
    .createIndex('referral_events_owner')
    .on('referral_events')
    .columns(['owner_id', 'created_at'])
    .execute();

  // Null for almost every reservation: only those a code brought are indexed.
  await raw.schema.alterTable('bookings').addColumn('referral_code', 'text').execute();
  await raw.schema
    .createIndex('bookings_referral_code')
    .on('bookings')
    .column('referral_code')
    .where(sql.ref('referral_code'), 'is not', null)
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await raw.schema.dropIndex('bookings_referral_code').execute();
  await raw.schema.alterTable('bookings').dropColumn('referral_code').execute();
  await raw.schema.dropTable('referral_events').execute();
}
