import type { Kysely } from 'kysely';
import { THINGS_TO_DO_TYPES, type TypeOfTour, typeOfTourChoice } from '../../../machines/productTypes.ts';
import type { Database } from '../schema.ts';

/**
 * Issue 26: a tour's prices step saved its private or collective choice but left the product's type as it was
 * created (a tour is created private, 11), so a collective tour was listed, reviewed and priced as a private
 * one. From now on the prices step sets the type (machines/productTypes.ts); this gives the tours and community
 * tours already stored the type their saved prices choose. The product counts follow by their trigger
 * (migration 0004). Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  const priced = await db
    .selectFrom('products')
    .innerJoin('product_steps', 'product_steps.product_id', 'products.id')
    .select(['products.id', 'products.product_type', 'product_steps.data'])
    .where('product_steps.step', '=', 'prices')
    .where('products.product_type', 'in', THINGS_TO_DO_TYPES)
    .execute();
  for (const row of priced) {
    const typeOfTour = (row.data as { type_of_tour?: TypeOfTour } | null)?.type_of_tour;
    if (typeOfTour === undefined) continue;
    const type = typeOfTourChoice(row.product_type, typeOfTour);
    if (type !== row.product_type)
      await db.updateTable('products').set({ product_type: type }).where('id', '=', row.id).execute();
  }
}

/** Nothing to undo: the types it set are the ones the prices step sets. */
export async function down(): Promise<void> {}
