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

export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

export { i18n };
