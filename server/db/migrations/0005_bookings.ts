import { type Kysely, sql } from 'kysely';

/**
 * Reservations of providers' products (issue 5) and the product availability the accepted ones block.
 * Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('reservation_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('traveler', 'jsonb', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('request_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('adult', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('children', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('special_requirement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subtotal', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('reject_reason', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bookings_dates', sql`end_date >= start_date`)
    .execute();
  // The list: one provider's reservations, optionally of one status, newest request first.
  await raw.schema
    .createIndex('bookings_provider_list')
    .on('bookings')
    .columns(['provider_id', 'status', 'request_date desc'])
    .execute();

  await raw.schema
    .createTable('product_availability')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('lock_type', 'text', (c) => c.notNull().check(sql`lock_type in ('blocked', 'reserved')`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The overlap check when accepting: a product's ranges by start.
  await raw.schema
    .createIndex('product_availability_product')
    .on('product_availability')
    .columns(['product_id', 'start_date'])
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await raw.schema.dropTable('product_availability').execute();
  await raw.schema.dropTable('bookings').execute();
}
