import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { activateLanguage, currentLanguage, type Language } from '../../i18n/i18n.ts';

/** Language names are written in their own language, as switchers conventionally do. */
const OPTIONS: { value: Language; code: string; name: string }[] = [
  { value: 'es', code: 'ES', name: 'Español' },
  { value: 'en', code: 'EN', name: 'English' },
];

/** The Es/En switch of the header: activating a language re-renders the whole UI and remembers it. */
export function LanguageSwitch() {
  const { t } = useLingui();
  return (
    <SegmentedControl<Language>
      size="xs"
      aria-label={t`Idioma de la interfaz`}
      value={currentLanguage()}
      onChange={(language) => void activateLanguage(language)}
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
