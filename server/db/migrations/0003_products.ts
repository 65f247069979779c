import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { productCatalogEntries } from './productReferenceData.ts';

// Never edit a migration after it landed: add a new one.
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('hidden'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('commission_model', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('step_validate', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('country_id', 'text')
    .addColumn('state_id', 'text')
    .addColumn('city_id', 'text')
    .addColumn('real_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('main_picture_url', 'text')
    .addColumn('main_picture_name', 'text')
    .addColumn('review_reason', 'text')
    .addColumn('activated_at', 'timestamptz')
    .addColumn('reactivations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The list: one provider's products of one type, newest first, optionally of one status.
  await raw.schema
    .createIndex('products_provider_list')
    .on('products')
    .columns(['provider_id', 'product_type', 'status', 'created_at'])
    .execute();
  // The review queue: products in revision, oldest change first.
  await raw.schema.createIndex('products_review').on('products').columns(['status', 'updated_at']).execute();

  await raw.schema
    .createTable('product_steps')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('product_steps_pk', ['product_id', 'step'])
    .execute();

  await raw.schema
    .createTable('product_media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await raw.schema
    .createIndex('product_media_product')
    .on('product_media')
    .columns(['product_id', 'position'])
    .execute();

  const db = raw as Kysely<Database>;
  await db.insertInto('catalog_entries').values(productCatalogEntries()).execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  await db.deleteFrom('catalog_entries').where('kind', 'not in', ['language', 'gender']).execute();
  await raw.schema.dropTable('product_media').execute();
  await raw.schema.dropTable('product_steps').execute();
  await raw.schema.dropTable('products').execute();
}
