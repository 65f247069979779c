import { useLingui } from '@lingui/react/macro';
import 'altcha/external';
import 'altcha/altcha.css';
import './AltchaWidget.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

/*
 * The ALTCHA widget (a web component) for the server's own proof-of-work captcha. This module is loaded only
 * when a form shows it. The `external` build keeps its styles in a stylesheet and its worker
 * in a script file of the app's own, so the Content-Security-Policy needs neither blob: workers nor inline
 * <style> elements of the widget.
 */

/**
 * A new proof-of-work challenge of the built-in captcha, answered the way the ALTCHA widget reads it (its
 * `fetch`): each tick of the box asks for one, so it is never cached.
 */
async function captchaChallengeResponse(): Promise<Response> {
  return Response.json(unwrap(await api.GET('/api/captcha')));
}

const ALGORITHM = 'PBKDF2/SHA-256';
globalThis.$altcha.algorithms.set(ALGORITHM, () => new Pbkdf2Worker());
globalThis.$altcha.defaults.set({
  // The widget asks for a challenge when the person ticks the box; it comes through the app's API client.
  challenge: '/api/captcha',
  fetch: captchaChallengeResponse,
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
});

interface AltchaWidgetProps {
  /** A new value resets the widget (after a refused submit the solution is spent). */
  generation: number;
  /** The solved challenge to send as the form's captcha, or '' while there is none. */
  onChange: (payload: string) => void;
}

interface StateChange {
  state: string;
  payload?: string | null;
}

/** "I'm not a robot": ticking the box (mouse or Space) makes the device solve the challenge. */
export default function AltchaWidget({ generation, onChange }: AltchaWidgetProps) {
  const { t, i18n } = useLingui();
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // The widget's texts in the page's language: registered under it, and the widget told to use it.
  const language = i18n.locale;
  const strings = {
    label: t`No soy un robot`,
    verifying: t`Verificando…`,
    verified: t`Verificado`,
    error: t`No se pudo verificar. Vuelve a marcar la casilla.`,
    expired: t`La verificación caducó. Vuelve a marcar la casilla.`,
    waitAlert: t`Verificando… espera un momento.`,
    verificationRequired: t`Verificación necesaria`,
    loading: t`Cargando…`,
  };
  const text = JSON.stringify(strings);
  useEffect(() => {
    const registry = globalThis.$altcha.i18n;
    registry.set(language, { ...registry.get('en'), ...JSON.parse(text) });
  }, [language, text]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      changed.current(state === 'verified' && payload ? payload : '');
    };
    const onVerified = (event: Event) => {
      changed.current((event as CustomEvent<{ payload: string }>).detail.payload);
    };
    element.addEventListener('statechange', onState);
    element.addEventListener('verified', onVerified);
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('verified', onVerified);
    };
  }, []);

  useEffect(() => {
    if (generation > 0) {
      widget.current?.reset?.();
      changed.current('');
    }
  }, [generation]);

  return <altcha-widget ref={widget} language={language} type="checkbox" />;
}
