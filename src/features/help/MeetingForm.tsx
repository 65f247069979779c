import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  type MeetingApp,
  type MeetingValues,
  meetingPhoneProblem,
} from '../../../machines/meetingRequest.ts';
import { PHONE_COUNTRIES, type PhoneCountry, type PhoneProblem } from '../../../machines/phoneRules.ts';
import { MINUTES } from '../../../machines/timeChoices.ts';
import { today } from '../../i18n/dates.ts';
import { CaptchaField } from '../../ui/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.ts';
import { DateField } from '../../ui/DateField.tsx';
import { refusalText } from '../../ui/tooManyAttempts.ts';
import { FailureAlert } from './FailureAlert.tsx';
import type { HelpDialogView } from './helpDialogView.ts';

/** Every quarter of an hour of the day, 24 h "HH:MM" (SPEC §5: minutes 00/15/30/45). */
const SCHEDULES = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')).flatMap((h) =>
  MINUTES.map((m) => `${h}:${m}`),
);

const PHONE_PREFIXES = PHONE_COUNTRIES.map((c) => ({
  value: c.code,
  label: `${c.code.toUpperCase()} ${c.prefix}`,
}));

const APPS: { value: MeetingApp; label: string }[] = [
  { value: 'GoogleMeet', label: 'Google Meet' },
  { value: 'Zoom', label: 'Zoom' },
  { value: 'Whatsapp', label: 'WhatsApp' },
];

/** The meeting request (SPEC §3, §5): captcha first, then every field; $5 per 15 minutes (SPEC §9). */
export function MeetingForm({
  snapshot,
  send,
  captchaRenewals,
}: HelpDialogView & { captchaRenewals: number }) {
  const { t } = useLingui();
  const captcha = useCaptcha();
  const { meeting, missingFields, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  // After a refusal the machine asks for a new captcha: the widget starts over.
  const { renew } = captcha;
  useEffect(() => {
    if (captchaRenewals > 0) renew();
  }, [captchaRenewals, renew]);
  // A booked meeting empties the form, its spent captcha too: the next request needs a new one.
  const scheduled = snapshot.matches({ meeting: 'scheduled' });
  useEffect(() => {
    if (scheduled) renew();
  }, [scheduled, renew]);

  const change = (values: Partial<MeetingValues>) => send({ type: 'meeting.change', values });
  const errorOf = (field: keyof MeetingValues) => {
    if (!missingFields.includes(field)) return null;
    if (field === 'email' && meeting.email.trim()) return t`Escribe un correo electrónico válido`;
    if (field === 'phone' && meeting.phone.trim()) return phoneMessage(meetingPhoneProblem(meeting));
    return t`Este campo es obligatorio`;
  };
  // The onboarding forms' words for the same rule.
  const phoneMessage = (problem: PhoneProblem | null) => {
    switch (problem) {
      case 'tooShort':
        return t`Faltan dígitos: el número es corto para el país elegido`;
      case 'tooLong':
        return t`Sobran dígitos: el número es largo para el país elegido`;
      case 'wrongLength':
        return t`El número no tiene la cantidad de dígitos que se usa en el país elegido`;
      default:
        return t`El número no es un teléfono del país elegido: revisa los primeros dígitos`;
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'meeting.submit' });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Una reunión por videollamada con nuestro equipo cuesta $5 por cada 15 minutos.</Trans>
        </Text>
        {snapshot.matches({ meeting: 'scheduled' }) ? (
          <Alert color="teal" role="status" icon={<IconCircleCheck size={18} />}>
            <Trans>Datos enviados, reunión creada</Trans>
          </Alert>
        ) : null}
        {snapshot.matches({ meeting: 'captchaMissing' }) ? (
          <FailureAlert onDismiss={() => send({ type: 'failure.dismiss' })}>
            <Trans>Completa la verificación antes de enviar.</Trans>
          </FailureAlert>
        ) : null}
        {snapshot.matches({ meeting: 'failed' }) && failure ? (
          <FailureAlert onDismiss={() => send({ type: 'failure.dismiss' })}>
            {refusalText(failure)}
          </FailureAlert>
        ) : null}
        <CaptchaField
          captcha={captcha}
          error={snapshot.matches({ meeting: 'captchaMissing' }) ? t`Completa la verificación` : null}
          // The widget says '' when it starts over (after a refusal or a booked meeting): nothing changed then.
          onChange={(value) => value !== snapshot.context.captcha && send({ type: 'captcha.change', value })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t`Nombre`}
            required
            maxLength={60}
            value={meeting.firstName}
            error={errorOf('firstName')}
            onChange={(e) => change({ firstName: e.currentTarget.value })}
          />
          <TextInput
            label={t`Apellido`}
            required
            maxLength={60}
            value={meeting.lastName}
            error={errorOf('lastName')}
            onChange={(e) => change({ lastName: e.currentTarget.value })}
          />
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            required
            maxLength={120}
            value={meeting.email}
            error={errorOf('email')}
            onChange={(e) => change({ email: e.currentTarget.value })}
          />
          <TextInput
            label={t`Teléfono`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={20}
            value={meeting.phone}
            error={errorOf('phone')}
            onChange={(e) => change({ phone: e.currentTarget.value })}
            // The country's prefix is fixed (SPEC §5); its select sits in the field, as the number's first part.
            leftSectionWidth={96}
            leftSectionPointerEvents="all"
            leftSection={
              <NativeSelect
                aria-label={t`País del teléfono`}
                variant="unstyled"
                data={PHONE_PREFIXES}
                value={meeting.phoneCountry}
                onChange={(e) => change({ phoneCountry: e.currentTarget.value as PhoneCountry })}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                rightSectionWidth={22}
                styles={{ input: { paddingInlineStart: 10, paddingInlineEnd: 22 } }}
              />
            }
          />
          <DateField
            label={t`Fecha`}
            required
            minDate={today()}
            value={meeting.date}
            error={errorOf('date')}
            onChange={(day) => change({ date: day ?? '' })}
          />
          <NativeSelect
            label={t`Hora`}
            required
            value={meeting.schedule}
            error={errorOf('schedule')}
            data={[{ value: '', label: t`Elige una hora` }, ...SCHEDULES]}
            onChange={(e) => change({ schedule: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Radio.Group
          label={t`Aplicación`}
          required
          value={meeting.typeMeet}
          error={errorOf('typeMeet')}
          onChange={(value) => change({ typeMeet: value as MeetingApp })}
        >
          <Group gap="md" mt={4}>
            {APPS.map((app) => (
              <Radio key={app.value} value={app.value} label={app.label} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="space-between">
          <Button
            variant="subtle"
            disabled={!snapshot.can({ type: 'dialog.back' })}
            onClick={() => send({ type: 'dialog.back' })}
          >
            <Trans>Volver</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Agendar reunión</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
