import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { CatalogKind } from '../../db/schema.ts';

type LanguageCode = components['schemas']['LanguageCode'];

/** One catalogue's entries in its order, named in the person's language. */
export async function catalogOf(db: Db, kind: CatalogKind, language: LanguageCode) {
  const rows = await db
    .selectFrom('catalog_entries')
    .select(['id', 'name_es', 'name_en'])
    .where('kind', '=', kind)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: language === 'en' ? r.name_en : r.name_es }));
}
