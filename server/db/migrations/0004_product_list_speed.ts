import { type Kysely, sql } from 'kysely';

/**
 * The product list of a provider with thousands of products (issue 4: p95 ≤ 20 ms on PGlite for
 * 10 000). Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  // Newest first with the id as tie-breaker, for every status and for one: the page is read from the
  // index in order instead of sorting all of a type's products.
  await raw.schema.dropIndex('products_provider_list').execute();
  await raw.schema
    .createIndex('products_list_by_type')
    .on('products')
    .columns(['provider_id', 'product_type', 'created_at', 'id'])
    .execute();
  await raw.schema
    .createIndex('products_list_by_status')
    .on('products')
    .columns(['provider_id', 'product_type', 'status', 'created_at', 'id'])
    .execute();
  await raw.schema.dropIndex('products_review').execute();
  await raw.schema
    .createIndex('products_review')
    .on('products')
    .columns(['status', 'updated_at', 'id'])
    .execute();

  // The search box matches name or title case-insensitively. ILIKE on two columns lower-cases both for
  // every row at every search; keeping them lower-cased once makes a search several times cheaper.
  await raw.schema
    .alterTable('products')
    .addColumn('search_text', 'text', (c) => c.generatedAlwaysAs(sql`lower(name || ' ' || title)`).stored())
    .execute();

  // The tabs' counts and the list's total without a search: counting thousands of rows at every page is
  // the slow part of the list (PGlite has no autovacuum, so even index-only scans visit every row).
  // The database keeps the number of products per provider, type and status as they change, in the
  // transaction that changes them, whoever writes.
  await raw.schema
    .createTable('product_counts')
    .addColumn('provider_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_counts_pk', ['provider_id', 'product_type', 'status'])
    .execute();
  await sql`
    insert into product_counts (provider_id, product_type, status, total)
    select provider_id, product_type, status, count(*) from products group by 1, 2, 3
  `.execute(raw);
  await sql`
    create function product_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update product_counts set total = total - 1
         where provider_id = old.provider_id and product_type = old.product_type and status = old.status;
      end if;
      if tg_op <> 'DELETE' then
        insert into product_counts as c (provider_id, product_type, status, total)
        values (new.provider_id, new.product_type, new.status, 1)
        on conflict (provider_id, product_type, status) do update set total = c.total + 1;
      end if;
      return null;
    end $$
  `.execute(raw);
  await sql`
    create trigger product_counts_on_insert_delete after insert or delete on products
    for each row execute function product_counts_follow()
  `.execute(raw);
  await sql`
    create trigger product_counts_on_update after update of provider_id, product_type, status on products
    for each row
    when ((old.provider_id, old.product_type, old.status) is distinct from (new.provider_id, new.product_type, new.status))
    execute function product_counts_follow()
  `.execute(raw);
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_counts_on_update on products`.execute(raw);
  await sql`drop trigger product_counts_on_insert_delete on products`.execute(raw);
  await sql`drop function product_counts_follow()`.execute(raw);
  await raw.schema.dropTable('product_counts').execute();
  await raw.schema.alterTable('products').dropColumn('search_text').execute();
  await raw.schema.dropIndex('products_review').execute();
  await raw.schema.createIndex('products_review').on('products').columns(['status', 'updated_at']).execute();
  await raw.schema.dropIndex('products_list_by_status').execute();
  await raw.schema.dropIndex('products_list_by_type').execute();
  await raw.schema
    .createIndex('products_provider_list')
    .on('products')
    .columns(['provider_id', 'product_type', 'status', 'created_at'])
    .execute();
}
