import { useLingui } from '@lingui/react';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

/** After a failed check, the keyboard lands on the first field that needs attention. */
export function focusFirstInvalid() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** Messages already on screen follow a change of interface language. */
export function useRevalidateOnLanguageChange<T>(form: UseFormReturnType<T>) {
  const { i18n } = useLingui();
  const shown = useRef(i18n.locale);
  useEffect(() => {
    if (shown.current === i18n.locale) return;
    shown.current = i18n.locale;
    if (Object.keys(form.errors).length > 0) form.validate();
  }, [i18n.locale, form]);
}
