import { type Kysely, sql } from 'kysely';

/**
 * Hardening (issue 10): sessions that can end, and e-mail changes confirmed by the new address. Never edit a
 * migration after it landed: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The new address an `email` secret confirms.
  await db.schema.alterTable('one_time_secrets').addColumn('payload', 'text').execute();
  await sql`create index one_time_secrets_user on one_time_secrets (user_id, purpose)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index one_time_secrets_user`.execute(db);
  await db.schema.alterTable('one_time_secrets').dropColumn('payload').execute();
  await db.schema.alterTable('users').dropColumn('session_version').execute();
}
