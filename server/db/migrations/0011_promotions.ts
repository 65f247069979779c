import { type Kysely, sql } from 'kysely';

/**
 * Promotions, surcharges and special prices (issue 14): a provider's promotions (SPEC §3 Promotion), the
 * products each is assigned to, and each product's special prices. Never edit a migration after it landed:
 * add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 1 last minute, 2 discount, 3 special date, 4 increase (surcharge).
    .addColumn('promotion_type', 'integer', (c) => c.notNull())
    // 0 default, 1 holy week, 2 Valentine's day, 3 black day, 4 end of year.
    .addColumn('offer_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('percent_discount', 'double precision', (c) => c.notNull())
    // Nights, both ends included.
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('date_show_promotion', 'date')
    .addColumn('min_days', 'integer', (c) => c.notNull().defaultTo(1))
    // As stored: 1 active, 2 disabled, 3 scheduled (active from date_show_promotion, read as active then).
    .addColumn('assigned_check', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('es'))
    // The product the promotion was created from (/offers/{id}, /increases/{id}); null from /promote.
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('product_type', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('promotions_provider')
    .on('promotions')
    .columns(['provider_id', 'promotion_type'])
    .execute();

  await db.schema
    .createTable('promotion_products')
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('promotion_products_pk', ['promotion_id', 'product_id'])
    .execute();
  // The product list reads a page's promotions by product.
  await db.schema
    .createIndex('promotion_products_product')
    .on('promotion_products')
    .columns(['product_id', 'promotion_id'])
    .execute();

  await db.schema
    .createTable('special_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull())
    // Nights, both ends included.
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('min_night', 'integer', (c) => c.notNull().defaultTo(1))
    // Whether the product's discount promotions may lower this price too.
    .addColumn('discounts', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('special_prices_product')
    .on('special_prices')
    .columns(['product_id', 'start_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('special_prices').execute();
  await db.schema.dropTable('promotion_products').execute();
  await db.schema.dropTable('promotions').execute();
}
