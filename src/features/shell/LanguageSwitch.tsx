import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../api/session.ts';
import { saveUserLanguage } from '../../api/userLanguage.ts';
import {
  activateLanguage,
  chooseLanguageSignedOut,
  currentLanguage,
  type Language,
} from '../../i18n/i18n.ts';
import { useHydrated } from '../../ui/hydrated.ts';
import './LanguageSwitch.css';

/** Language names are written in their own language, as switchers conventionally do. */
const OPTIONS: { value: Language; code: string; name: string }[] = [
  { value: 'es', code: 'ES', name: 'Español' },
  { value: 'en', code: 'EN', name: 'English' },
];

/**
 * Signed in, the choice is saved to the account at once; signed out, it is remembered and saved at
 * sign-in, where it wins over the account's saved language.
 */
async function switchLanguage(language: Language, signedIn: boolean): Promise<void> {
  if (!signedIn) return chooseLanguageSignedOut(language);
  await activateLanguage(language);
  await saveUserLanguage(language).catch((error: unknown) =>
    console.warn('The chosen language was not saved', error),
  );
}

/**
 * The Es/En switch of the header: activating a language re-renders the whole UI and remembers it. A radio group
 * (arrow keys move between the two, as in any radio group); each option shows its code and is named, for assistive
 * technology, by the language's own name in that language.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const signedIn = useSession() !== null;
  const current = currentLanguage();
  const hydrated = useHydrated();
  return (
    <div role="radiogroup" aria-label={t`Idioma de la interfaz`} className="language-switch">
      {OPTIONS.map(({ value, code, name }) => (
        <label key={value} className="language-switch__option">
          <input
            type="radio"
            name="interface-language"
            value={value}
            checked={current === value}
            disabled={!hydrated}
            onChange={() => void switchLanguage(value, signedIn)}
            className="language-switch__input"
          />
          <span aria-hidden="true">{code}</span>
          <span lang={value} className="language-switch__name">
            {name}
          </span>
        </label>
      ))}
    </div>
  );
}
