import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { guidesCatalogEntries } from './guidesReferenceData.ts';

/**
 * Book a guide (issue 30): the guides' catalogues (areas of expertise, categories). Languages are the existing
 * language catalogue; the steps live in product_steps like every other step. Never edit a migration after it
 * landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  await db.insertInto('catalog_entries').values(guidesCatalogEntries()).execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw as Kysely<Database>;
  const kinds = [...new Set(guidesCatalogEntries().map((entry) => entry.kind))];
  await db.deleteFrom('catalog_entries').where('kind', 'in', kinds).execute();
}
