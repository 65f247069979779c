import type { Kysely } from 'kysely';

/**
 * Issue 30: a transport kind's contact request (SPEC §2 /transportation) is a help message of the kind `transport`
 * that names its transport kind and where the service runs. Never edit a migration after it landed: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('help_requests')
    .addColumn('product_type', 'integer')
    .addColumn('coverage_area', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('help_requests')
    .dropColumn('coverage_area')
    .dropColumn('product_type')
    .execute();
}
