import { type Kysely, sql } from 'kysely';

/**
 * Chat (issue 5): one thread per pair of people, its messages in the order they were stored, and the
 * traveler account behind a reservation (to open a chat with them). Never edit a migration after it
 * landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  // One counter for messages and thread openings: `seq` of a message, `order_c` of a thread.
  await sql`create sequence chat_seq`.execute(raw);

  await raw.schema
    .createTable('chat_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The two ids sorted and joined: one thread per pair, whoever opened it.
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('order_c', 'bigint', (c) => c.notNull().defaultTo(sql`nextval('chat_seq')`))
    .addColumn('seen', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sender_delete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('receiver_delete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await raw.schema.createIndex('chat_threads_sender').on('chat_threads').columns(['sender_id']).execute();
  await raw.schema.createIndex('chat_threads_receiver').on('chat_threads').columns(['receiver_id']).execute();

  await raw.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull().unique().defaultTo(sql`nextval('chat_seq')`))
    .addColumn('thread_id', 'text', (c) => c.notNull().references('chat_threads.id').onDelete('cascade'))
    .addColumn('created_by_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('attached_file', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ln', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('client_id', 'text')
    .addColumn('time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A thread's messages in order, and what a reconnecting person missed.
  await raw.schema
    .createIndex('chat_messages_thread')
    .on('chat_messages')
    .columns(['thread_id', 'seq'])
    .execute();
  // A retried send (same sender, same client id) is stored once.
  await raw.schema
    .createIndex('chat_messages_client_id')
    .on('chat_messages')
    .columns(['created_by_user_id', 'client_id'])
    .unique()
    .where(sql.ref('client_id'), 'is not', null)
    .execute();

  await raw.schema
    .alterTable('bookings')
    .addColumn('traveler_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await raw.schema.alterTable('bookings').dropColumn('traveler_user_id').execute();
  await raw.schema.dropTable('chat_messages').execute();
  await raw.schema.dropTable('chat_threads').execute();
  await sql`drop sequence chat_seq`.execute(raw);
}
