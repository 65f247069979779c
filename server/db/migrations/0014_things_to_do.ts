import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { thingsToDoCatalogEntries } from './thingsToDoReferenceData.ts';

/**
 * Things to do (issue 16): the tour catalogues (category, difficulty, suited-to, included-price items, the tour
 * group's sell channels). The
 * steps live in product_steps like every other step. Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  await db.insertInto('catalog_entries').values(thingsToDoCatalogEntries()).execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  const kinds = [...new Set(thingsToDoCatalogEntries().map((entry) => entry.kind))];
  await db.deleteFrom('catalog_entries').where('kind', 'in', kinds).execute();
}
