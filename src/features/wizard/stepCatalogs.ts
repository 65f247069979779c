import type { Messages } from '@lingui/core';
import type { Catalog } from '../../i18n/features.ts';
import { type CatalogLoader, LANGUAGES, type Language, registerCatalogLoaders } from '../../i18n/i18n.ts';

/**
 * The general steps' catalogs of both languages (src/i18n/features.ts WIZARD_STEP_PARTS: every wizard catalog but
 * the frame's and the families', which the entry names), each fetched when asked for, keyed `./<language>/<name>.po`.
 */
const STEP_CATALOGS = import.meta.glob<{ messages: Messages }>(
  ['./*/wizard?*.po', '!**/wizardHotels.po', '!**/wizardTours.po'],
  { base: '../../../locales' },
);

/**
 * Tells the i18n module how to load the general steps' catalogs, which the entry does not name: the step
 * registries call it as they load, before any step asks for its words.
 */
export function registerStepCatalogs(): void {
  const loaders: Record<Language, Partial<Record<Catalog, CatalogLoader>>> = { es: {}, en: {} };
  for (const [file, loader] of Object.entries(STEP_CATALOGS)) {
    const [, language, catalog] = /^\.\/([a-z]+)\/(\w+)\.po$/.exec(file) ?? [];
    if ((LANGUAGES as string[]).includes(language ?? ''))
      loaders[language as Language][catalog as Catalog] = loader;
  }
  registerCatalogLoaders(loaders);
}
