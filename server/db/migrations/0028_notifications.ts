import { type Kysely, sql } from 'kysely';

/**
 * Web Push (issue 32, "an installable app that notifies"): the devices that receive a person's notifications, each
 * person's switch per kind, and the mark that a pending reservation's "about to expire" push went out (so the
 * sweep of every server process sends it once). `user_id` is whose notifications they are (a team member acting
 * for a company receives the company's); `actor_id` the person whose device or switches they are. Deleting either
 * user takes the rows along. Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The push service's address of the device: one device, one row, whoever signed in on it last.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The devices a push for a person goes to.
  await raw.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  // No row: every kind on (the default).
  await raw.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_reservation', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('expiring_reservation', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('new_message', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'actor_id'])
    .execute();

  await raw.schema.alterTable('bookings').addColumn('expiry_notified_at', 'timestamptz').execute();
  // The sweep's question every minute: pending reservations not yet warned about, by when they were asked.
  await raw.schema
    .createIndex('bookings_expiry_unnotified')
    .on('bookings')
    .column('request_date')
    .where(sql.ref('status'), '=', 1)
    .where(sql.ref('expiry_notified_at'), 'is', null)
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await raw.schema.dropIndex('bookings_expiry_unnotified').execute();
  await raw.schema.alterTable('bookings').dropColumn('expiry_notified_at').execute();
  await raw.schema.dropTable('notification_preferences').execute();
  await raw.schema.dropTable('push_subscriptions').execute();
}
