import type { Messages } from '@lingui/core';
import type { Catalog } from '../../i18n/features.ts';
import { type CatalogLoader, type Language, registerCatalogLoaders } from '../../i18n/i18n.ts';

/**
 * The general steps' and the families' Spanish catalogs (src/i18n/features.ts WIZARD_STEP_PARTS and
 * WIZARD_FAMILY_PARTS: every wizard catalog but the frame's and the transport form's, which the entry names), each
 * fetched when asked for, keyed `./es/<name>.po`. The English ones are named by a module of their own
 * (stepCatalogsEnglish.ts), fetched the first time one is asked for: Spanish is the default, and both lists were
 * ~0.6 KiB (gzip) of every wizard screen.
 */
const SPANISH = import.meta.glob<{ messages: Messages }>(
  ['./es/wizard?*.po', '!**/wizardTransportation.po'],
  {
    base: '../../../locales',
  },
);

/**
 * Tells the i18n module how to load the general steps' and the families' catalogs, which the entry does not name:
 * the step registries call it as they load, before any step asks for its words.
 */
export function registerStepCatalogs(): void {
  const loaders: Record<Language, Partial<Record<Catalog, CatalogLoader>>> = { es: {}, en: {} };
  for (const [file, loader] of Object.entries(SPANISH)) {
    const catalog = /^\.\/es\/(\w+)\.po$/.exec(file)?.[1] as Catalog | undefined;
    if (!catalog) continue;
    loaders.es[catalog] = loader;
    loaders.en[catalog] = () =>
      import('./stepCatalogsEnglish.ts').then(({ ENGLISH }) => {
        const english = ENGLISH[`./en/${catalog}.po`];
        if (!english) throw new Error(`the ${catalog} catalog has no English file`);
        return english();
      });
  }
  registerCatalogLoaders(loaders);
}
