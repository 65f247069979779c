import { type Kysely, sql } from 'kysely';

/**
 * Influencers (issue 31): an influencer's uploaded pictures and their one profile (SPEC §3 Influencer payload). A
 * profile names one of its owner's pictures; a picture no profile names waits for the next upload to replace it.
 * Never edit a migration after it landed: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('influencer_pictures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('influencer_pictures_user')
    .on('influencer_pictures')
    .columns(['user_id'])
    .execute();

  await db.schema
    .createTable('influencer_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('strapi_profile_id', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('public_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('active_since', 'integer', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().references('states.id'))
    .addColumn('categories', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('new_category', 'text')
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('descriptions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('social_media', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // No action on delete (checked at the statement's end): an account's deletion cascades to both tables at once,
    // while the picture a profile names cannot be deleted alone.
    .addColumn('photo_id', 'text', (c) => c.notNull().references('influencer_pictures.id'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('influencer_profiles').execute();
  await db.schema.dropTable('influencer_pictures').execute();
}
