import { type Kysely, sql } from 'kysely';

// Never edit a migration after it landed: add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('auth_provider', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('business_category', 'text')
    .addColumn('basic_profile', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('persons')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('description', 'text')
    .addColumn('gender_id', 'text')
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('phones', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('picture_url', 'text')
    .execute();

  await db.schema
    .createTable('business_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('fundation_date', 'text')
    .addColumn('description', 'text')
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('phones', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('logo_url', 'text')
    .addColumn('strapi_profile_id', 'text')
    .execute();

  await db.schema
    .createTable('user_locations')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('one_time_secrets')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('used_captchas')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('phone_prefix', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country_id', 'text', (c) => c.notNull().references('countries.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state_id', 'text', (c) => c.notNull().references('states.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('catalog_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('referral_stats')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('total_scans', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inquiries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bookings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commissions', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('promotion_code', 'text', (c) => c.notNull().unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'referral_stats',
    'catalog_entries',
    'cities',
    'states',
    'countries',
    'used_captchas',
    'app_secrets',
    'outbox',
    'one_time_secrets',
    'user_locations',
    'business_profiles',
    'persons',
    'user_roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
