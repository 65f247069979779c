import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { gastronomyCatalogEntries } from './gastronomyReferenceData.ts';

/**
 * Restaurants (issue 30): a restaurant's menu items and its several locations, each row gone with its product
 * (ON DELETE CASCADE; the menu's picture files are removed by the delete call), and the gastronomy family's
 * catalogues. Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  await raw.schema
    .createTable('restaurant_menu_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('picture_url', 'text', (c) => c.notNull())
    .addColumn('picture_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await raw.schema
    .createIndex('restaurant_menu_items_product')
    .on('restaurant_menu_items')
    .columns(['product_id', 'seq'])
    .execute();
  await raw.schema
    .createTable('restaurant_locations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('country_id', 'text', (c) => c.notNull())
    .addColumn('state_id', 'text', (c) => c.notNull())
    .addColumn('city_id', 'text', (c) => c.notNull())
    .addColumn('real_address', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await raw.schema
    .createIndex('restaurant_locations_product')
    .on('restaurant_locations')
    .columns(['product_id', 'seq'])
    .execute();
  await db.insertInto('catalog_entries').values(gastronomyCatalogEntries()).execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  const kinds = [...new Set(gastronomyCatalogEntries().map((entry) => entry.kind))];
  await db.deleteFrom('catalog_entries').where('kind', 'in', kinds).execute();
  await raw.schema.dropTable('restaurant_locations').execute();
  await raw.schema.dropTable('restaurant_menu_items').execute();
}
