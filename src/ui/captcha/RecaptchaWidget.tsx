import { useLingui } from '@lingui/react';
import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { loadScript } from '../externalScripts.ts';

interface RecaptchaWidgetProps {
  siteKey: string;
  /** A new value resets the widget (after a refused submit the response is spent). */
  generation: number;
  onChange: (response: string) => void;
}

/** Google's reCAPTCHA checkbox; its script loads only when this widget is on screen. */
export function RecaptchaWidget({ siteKey, generation, onChange }: RecaptchaWidgetProps) {
  const { i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let cancelled = false;
    loadScript(`https://www.google.com/recaptcha/api.js?render=explicit&hl=${i18n.locale}`)
      .then(() => {
        const grecaptcha = window.grecaptcha;
        grecaptcha?.ready(() => {
          if (cancelled || !host.current || widget.current !== null) return;
          widget.current = grecaptcha.render(host.current, {
            sitekey: siteKey,
            callback: (response: string) => changed.current(response),
            'expired-callback': () => changed.current(''),
          });
        });
      })
      .catch((error: unknown) => console.warn('reCAPTCHA unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [siteKey, i18n.locale]);

  useEffect(() => {
    if (generation > 0 && widget.current !== null) {
      window.grecaptcha?.reset(widget.current);
      changed.current('');
    }
  }, [generation]);

  return <Box ref={host} mih={78} />;
}
