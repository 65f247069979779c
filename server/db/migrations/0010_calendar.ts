import { type Kysely, sql } from 'kysely';

/**
 * Two-way calendar sync (issue 13): the iCal feeds a provider imports (each product may have several), the ranges
 * each feed blocks, and each product's secret export link. Never edit a migration after it landed: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Polling: the feed is due when next_fetch_at has passed and no process holds its lease.
    .addColumn('next_fetch_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('leased_until', 'timestamptz')
    // Health, as the provider sees it.
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_success_at', 'timestamptz')
    .addColumn('events_imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // Conditional GET: what the source answered last time.
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .execute();
  await db.schema.createIndex('calendar_feeds_product').on('calendar_feeds').column('product_id').execute();
  await db.schema.createIndex('calendar_feeds_due').on('calendar_feeds').column('next_fetch_at').execute();

  // An imported range names its feed (released with it) and the event it came from.
  await db.schema
    .alterTable('product_availability')
    .addColumn('feed_id', 'text', (c) => c.references('calendar_feeds.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('product_availability').addColumn('event_uid', 'text').execute();
  await db.schema
    .createIndex('product_availability_feed')
    .on('product_availability')
    .column('feed_id')
    .execute();

  // The secret of each product's export link (`/api/ical/{token}.ics`); regenerating replaces it.
  await db.schema
    .createTable('calendar_exports')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_exports').execute();
  await db.schema.dropIndex('product_availability_feed').execute();
  await db.schema.alterTable('product_availability').dropColumn('event_uid').execute();
  await db.schema.alterTable('product_availability').dropColumn('feed_id').execute();
  await db.schema.dropTable('calendar_feeds').execute();
}
