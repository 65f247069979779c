import { type Kysely, sql } from 'kysely';

/**
 * Requests to join (issue 31): what a visitor of a landing sends through its contact dialog — as a provider, a
 * partner or an influencer (SPEC §2) — for the operator's support inbox. The referral code the visitor came with
 * names its owner, who loses nothing when that account goes (the request stays, unattributed). Never edit a
 * migration after it landed: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('join_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('providers', 'partners', 'influencers')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // E.164, e.g. +50255123344.
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('referral_owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('seen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The inbox reads the newest first, often only the unseen ones, and counts the unseen.
  await db.schema
    .createIndex('join_requests_seen_created')
    .on('join_requests')
    .columns(['seen', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('join_requests').execute();
}
