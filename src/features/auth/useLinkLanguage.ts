import { useEffect } from 'react';
import { activateLanguage, currentLanguage, type Language } from '../../i18n/i18n.ts';

/** Emailed links carry the language the mail was written in; the page opens in it. */
export function useLinkLanguage(language: Language | undefined) {
  useEffect(() => {
    if (language && language !== currentLanguage()) void activateLanguage(language);
  }, [language]);
}
