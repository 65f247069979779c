import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Input, Skeleton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { RecaptchaWidget } from './RecaptchaWidget.tsx';
import type { Captcha } from './useCaptcha.ts';

// The proof-of-work widget and its worker download only with the form that shows them.
const AltchaWidget = lazy(() => import('./AltchaWidget.tsx'));

interface CaptchaFieldProps {
  captcha: Captcha;
  error: ReactNode;
  onChange: (value: string) => void;
}

/** "Are you human?": the server's own proof-of-work (ALTCHA), or reCAPTCHA when it is configured. */
export function CaptchaField({ captcha, error, onChange }: CaptchaFieldProps) {
  const { t } = useLingui();
  if (captcha.failed) {
    return (
      <Alert color="red" role="alert" title={<Trans>No se pudo cargar la verificación</Trans>}>
        <Button
          variant="white"
          color="red"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          onClick={captcha.renew}
        >
          <Trans>Intentar de nuevo</Trans>
        </Button>
      </Alert>
    );
  }
  if (captcha.mode === 'recaptcha') {
    return captcha.siteKey ? (
      <Input.Wrapper label={t`Verificación`} required error={error}>
        <RecaptchaWidget siteKey={captcha.siteKey} generation={captcha.generation} onChange={onChange} />
      </Input.Wrapper>
    ) : (
      <Alert color="yellow" role="alert">
        <Trans>La verificación no está disponible en este momento. Inténtalo más tarde.</Trans>
      </Alert>
    );
  }
  const loading = <Skeleton height={58} role="status" aria-label={t`Cargando la verificación`} />;
  return (
    // The widget labels its own checkbox; the wrapper's label is a heading for it, not a second label.
    <Input.Wrapper
      label={t`Verificación`}
      labelElement="div"
      description={t`Marca la casilla: tu dispositivo hará un cálculo breve para confirmar que no eres un robot.`}
      required
      error={error}
    >
      {captcha.mode === 'builtin' ? (
        <Suspense fallback={loading}>
          <AltchaWidget generation={captcha.generation} onChange={onChange} />
        </Suspense>
      ) : (
        loading
      )}
    </Input.Wrapper>
  );
}
