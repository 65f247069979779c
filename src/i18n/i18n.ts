import { i18n, type Messages } from '@lingui/core';
import type { Catalog, EntryWizardPart, WizardFamilyPart, WizardStepPart } from './features.ts';

export type Language = 'es' | 'en';
export const LANGUAGES: Language[] = ['es', 'en'];
export const DEFAULT_LANGUAGE: Language = 'es';

const KEY = 'portal.language';

/**
 * The cookie that tells the server the language to draw the public pages in (src/app/serverRendered.ts writes it when
 * a page came in another).
 */
export const LANGUAGE_COOKIE = 'portal_language';

export type CatalogLoader = () => Promise<{ messages: Messages }>;

/** The common catalog: layouts, routes, shared components (lingui.config.ts). Every screen needs it. */
const commonLoaders: Record<Language, CatalogLoader> = {
  es: () => import('../../locales/es/common.po'),
  en: () => import('../../locales/en/common.po'),
};

/**
 * One catalog per feature, a small chunk each, fetched by the screens that use it (loadCatalogs); one per shared
 * piece with words of its own, fetched with its code.
 */
const featureLoaders: Record<
  Language,
  Record<Exclude<Catalog, WizardStepPart | Exclude<WizardFamilyPart, EntryWizardPart>>, CatalogLoader>
> = {
  es: {
    addProducts: () => import('../../locales/es/addProducts.po'),
    auth: () => import('../../locales/es/auth.po'),
    calendar: () => import('../../locales/es/calendar.po'),
    captcha: () => import('../../locales/es/captcha.po'),
    dateField: () => import('../../locales/es/dateField.po'),
    dashboard: () => import('../../locales/es/dashboard.po'),
    dev: () => import('../../locales/es/dev.po'),
    help: () => import('../../locales/es/help.po'),
    influencers: () => import('../../locales/es/influencers.po'),
    messages: () => import('../../locales/es/messages.po'),
    notifications: () => import('../../locales/es/notifications.po'),
    passwordRules: () => import('../../locales/es/passwordRules.po'),
    payments: () => import('../../locales/es/payments.po'),
    payoutChecklist: () => import('../../locales/es/payoutChecklist.po'),
    products: () => import('../../locales/es/products.po'),
    profile: () => import('../../locales/es/profile.po'),
    promotions: () => import('../../locales/es/promotions.po'),
    referrals: () => import('../../locales/es/referrals.po'),
    reports: () => import('../../locales/es/reports.po'),
    reservations: () => import('../../locales/es/reservations.po'),
    review: () => import('../../locales/es/review.po'),
    site: () => import('../../locales/es/site.po'),
    team: () => import('../../locales/es/team.po'),
    whiteLandings: () => import('../../locales/es/whiteLandings.po'),
    wizard: () => import('../../locales/es/wizard.po'),
    wizardTransportation: () => import('../../locales/es/wizardTransportation.po'),
  },
  en: {
    addProducts: () => import('../../locales/en/addProducts.po'),
    auth: () => import('../../locales/en/auth.po'),
    calendar: () => import('../../locales/en/calendar.po'),
    captcha: () => import('../../locales/en/captcha.po'),
    dateField: () => import('../../locales/en/dateField.po'),
    dashboard: () => import('../../locales/en/dashboard.po'),
    dev: () => import('../../locales/en/dev.po'),
    help: () => import('../../locales/en/help.po'),
    influencers: () => import('../../locales/en/influencers.po'),
    messages: () => import('../../locales/en/messages.po'),
    notifications: () => import('../../locales/en/notifications.po'),
    passwordRules: () => import('../../locales/en/passwordRules.po'),
    payments: () => import('../../locales/en/payments.po'),
    payoutChecklist: () => import('../../locales/en/payoutChecklist.po'),
    products: () => import('../../locales/en/products.po'),
    profile: () => import('../../locales/en/profile.po'),
    promotions: () => import('../../locales/en/promotions.po'),
    referrals: () => import('../../locales/en/referrals.po'),
    reports: () => import('../../locales/en/reports.po'),
    reservations: () => import('../../locales/en/reservations.po'),
    review: () => import('../../locales/en/review.po'),
    site: () => import('../../locales/en/site.po'),
    team: () => import('../../locales/en/team.po'),
    whiteLandings: () => import('../../locales/en/whiteLandings.po'),
    wizard: () => import('../../locales/en/wizard.po'),
    wizardTransportation: () => import('../../locales/en/wizardTransportation.po'),
  },
};

/**
 * The wizard's step catalogs (features.ts WIZARD_STEP_PARTS) are named by the wizard's own code when it loads
 * (registerCatalogLoaders), not by this table every first visit downloads: their 28 loaders would have been
 * ~0.5 KiB (gzip) of the sign-in page.
 */
const laterLoaders: Record<Language, Partial<Record<Catalog, CatalogLoader>>> = { es: {}, en: {} };

/** Names the loaders of catalogs that come with a lazy part of the app (the wizard's step catalogs). */
export function registerCatalogLoaders(
  loaders: Record<Language, Partial<Record<Catalog, CatalogLoader>>>,
): void {
  for (const language of LANGUAGES) Object.assign(laterLoaders[language], loaders[language]);
}

function loaderOf(language: Language, catalog: Catalog): CatalogLoader {
  const loader =
    (featureLoaders[language] as Partial<Record<Catalog, CatalogLoader>>)[catalog] ??
    laterLoaders[language][catalog];
  if (!loader)
    throw new Error(`the ${catalog} catalog has no loader: its part of the app has not registered it`);
  return loader;
}

/** The feature catalogs this page has asked for, each with its load: a change of language loads them again. */
const featureCatalogs = new Map<Catalog, Promise<void>>();

/** The language being activated, or the active one: catalogs fetched meanwhile are for it. */
let targetLanguage: Language | undefined;

async function loadInto(language: Language, loaders: readonly CatalogLoader[]): Promise<void> {
  const catalogs = await Promise.all(loaders.map((load) => load()));
  // `load` merges into what the language already holds.
  i18n.load(language, Object.assign({}, ...catalogs.map((catalog) => catalog.messages)));
}

if (import.meta.env.DEV) {
  // A message drawn before its catalog is loaded shows its id in production: say so loudly while developing.
  i18n.on('missing', ({ id, locale }) =>
    console.error(`Lingui: message ${id} is missing from the ${locale} catalogs`),
  );
}

export const isLanguage = (value: unknown): value is Language => value === 'es' || value === 'en';

/** The regional locale numbers, money, dates and times are written in: Guatemala's Spanish, the US's English. */
const REGIONAL_LOCALES: Record<Language, string> = { es: 'es-GT', en: 'en-US' };

/** The regional locale of an interface language (Lingui's `i18n.locale` or a Language); anything else reads as es. */
export const regionalLocale = (language: string): string =>
  REGIONAL_LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];

export function storedLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Loads the common catalog and those of the features this page already uses, activates the language and
 * remembers the choice.
 */
export async function activateLanguage(language: Language): Promise<void> {
  targetLanguage = language;
  const features = [...featureCatalogs.keys()];
  await loadInto(language, [
    commonLoaders[language],
    ...features.map((feature) => loaderOf(language, feature)),
  ]);
  // A later call asked for another language while these loaded: it wins.
  if (targetLanguage !== language) return;
  i18n.activate(language);
  globalThis.localStorage?.setItem(KEY, language);
  if (globalThis.document) document.documentElement.lang = language;
}

/**
 * Loads, for the active language, the catalogs of `features` not loaded yet, and answers once all of `features`
 * are in: a screen awaits this (withCatalogs) before it draws. Before any language is active it only notes them,
 * for activateLanguage to load.
 */
export function loadCatalogs(features: readonly Catalog[]): Promise<void> {
  const missing = features.filter((feature) => !featureCatalogs.has(feature));
  if (missing.length > 0) {
    const loading = loadFeatureCatalogs(missing);
    for (const feature of missing) featureCatalogs.set(feature, loading);
    // A failed download (offline, a new deployment) is tried again by the next screen that asks.
    loading.catch(() => {
      for (const feature of missing)
        if (featureCatalogs.get(feature) === loading) featureCatalogs.delete(feature);
    });
  }
  return Promise.all(features.map((feature) => featureCatalogs.get(feature))).then(() => undefined);
}

async function loadFeatureCatalogs(features: readonly Catalog[]): Promise<void> {
  let language: Language | undefined;
  // When the language changes while these load, activateLanguage may have listed the features before they were
  // asked for: load them again for the new one.
  while (targetLanguage && language !== targetLanguage) {
    const current = targetLanguage;
    language = current;
    await loadInto(
      current,
      features.map((feature) => loaderOf(current, feature)),
    );
  }
}

/** A lazy module, resolved once it and the catalogs of the features it draws are both loaded (fetched together). */
export async function withCatalogs<T>(features: readonly Catalog[], module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadCatalogs(features)]);
  return loaded;
}

const CHOICE_KEY = 'portal.language.chosen';

/**
 * The person picked the language on the switch before signing in: at sign-in that choice wins over the
 * account's saved language (it is the newer wish) and is saved to the account.
 */
export async function chooseLanguageSignedOut(language: Language): Promise<void> {
  await activateLanguage(language);
  globalThis.localStorage?.setItem(CHOICE_KEY, language);
}

/** The language picked before signing in, if any, still to be saved to the account. */
export function pendingLanguageChoice(): Language | null {
  const chosen = globalThis.localStorage?.getItem(CHOICE_KEY);
  return isLanguage(chosen) ? chosen : null;
}

export const forgetLanguageChoice = () => globalThis.localStorage?.removeItem(CHOICE_KEY);

export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

export { i18n };
