import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useSession } from '../../api/session.ts';
import { saveUserLanguage } from '../../api/userLanguage.ts';
import {
  activateLanguage,
  chooseLanguageSignedOut,
  currentLanguage,
  type Language,
} from '../../i18n/i18n.ts';

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

/** The Es/En switch of the header: activating a language re-renders the whole UI and remembers it. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const signedIn = useSession() !== null;
  return (
    <SegmentedControl<Language>
      size="xs"
      aria-label={t`Idioma de la interfaz`}
      value={currentLanguage()}
      onChange={(language) => void switchLanguage(language, signedIn)}
      data={OPTIONS.map(({ value, code, name }) => ({
        value,
        label: (
          <>
            <span aria-hidden="true">{code}</span>
            <VisuallyHidden lang={value}>{name}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
