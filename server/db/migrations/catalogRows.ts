import type { CatalogKind } from '../schema.ts';

/** One catalogue entry as the reference data writes it: its id within its kind, its Spanish and English names. */
export type CatalogEntry = readonly [id: string, nameEs: string, nameEn: string];

/**
 * Rows of `catalog_entries` from catalogues by kind: ids prefixed with their kind, in the order given. Shared by the
 * reference data of every family (a migration's rows stay what they were: only how they are written is shared).
 */
export function catalogRows<Kind extends CatalogKind>(catalogs: Record<Kind, readonly CatalogEntry[]>) {
  return (Object.entries(catalogs) as [Kind, readonly CatalogEntry[]][]).flatMap(([kind, entries]) =>
    entries.map(([id, name_es, name_en], position) => ({
      id: `${kind}:${id}`,
      kind: kind as CatalogKind,
      name_es,
      name_en,
      position,
    })),
  );
}
