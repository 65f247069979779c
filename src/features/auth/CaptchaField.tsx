import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Input, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RecaptchaWidget } from './RecaptchaWidget.tsx';
import type { Captcha } from './useCaptcha.ts';

interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  error: ReactNode;
  onChange: (value: string) => void;
}

/** "Are you human?": the server's arithmetic question with a numeric answer, or reCAPTCHA. */
export function CaptchaField({ captcha, value, error, onChange }: CaptchaFieldProps) {
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
  return (
    <Stack gap={6}>
      {captcha.question ? (
        <TextInput
          label={t`Verificación: ¿cuánto es ${captcha.question}?`}
          description={t`Responde con números para confirmar que no eres un robot.`}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={4}
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
        />
      ) : (
        <Skeleton height={58} aria-label={t`Cargando la verificación`} />
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} />}
          onClick={captcha.renew}
          loading={captcha.loading}
        >
          <Trans>Nueva pregunta</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
