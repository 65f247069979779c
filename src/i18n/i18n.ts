import { i18n, type Messages } from '@lingui/core';

export type Language = 'es' | 'en';
export const LANGUAGES: Language[] = ['es', 'en'];
export const DEFAULT_LANGUAGE: Language = 'es';

const KEY = 'portal.language';

const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

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

/** Loads the catalog, activates it and remembers the choice. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await loaders[language]();
  i18n.loadAndActivate({ locale: language, messages });
  globalThis.localStorage?.setItem(KEY, language);
  if (globalThis.document) document.documentElement.lang = language;
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
