import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { hotelsCatalogEntries } from './hotelsReferenceData.ts';

/**
 * Hotels and hostels with their rooms (issue 29). A room is a product inside its property (`parent_id`), so its
 * steps, gallery, offers, special prices, calendar and reservations are a product's; it goes when its property
 * does. The kept counts (migration 0004) count the products of the lists, which rooms are not. And the hotels
 * family's catalogues. Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  await raw.schema
    .alterTable('products')
    .addColumn('parent_id', 'text', (c) => c.references('products.id').onDelete('cascade'))
    .execute();
  await raw.schema
    .createIndex('products_rooms')
    .on('products')
    .columns(['parent_id', 'created_at'])
    .execute();
  await sql`
    create or replace function product_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.parent_id is null then
        update product_counts set total = total - 1
         where provider_id = old.provider_id and product_type = old.product_type and status = old.status;
      end if;
      if tg_op <> 'DELETE' and new.parent_id is null then
        insert into product_counts as c (provider_id, product_type, status, total)
        values (new.provider_id, new.product_type, new.status, 1)
        on conflict (provider_id, product_type, status) do update set total = c.total + 1;
      end if;
      return null;
    end $$
  `.execute(raw);
  await db.insertInto('catalog_entries').values(hotelsCatalogEntries()).execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  const kinds = [...new Set(hotelsCatalogEntries().map((entry) => entry.kind))];
  await db.deleteFrom('catalog_entries').where('kind', 'in', kinds).execute();
  // The rooms go while the counts still leave them out.
  await db.deleteFrom('products').where('parent_id', 'is not', null).execute();
  await sql`
    create or replace function product_counts_follow() returns trigger language plpgsql as $$
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
  await raw.schema.dropIndex('products_rooms').execute();
  await raw.schema.alterTable('products').dropColumn('parent_id').execute();
}
