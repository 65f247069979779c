import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Modal,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  type PhoneCountry,
  type PhoneProblem,
  phoneProblem,
} from '../../../machines/phoneRules.ts';
import { isServerUnreachable, type RequestFailure } from '../../../machines/requestFailure.ts';
import * as schemaLimits from '../../../openapi/limits.ts';
import { type ApiFailure, asFailure } from '../../api/errors.ts';
import { referralCode } from '../../api/referralCode.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { CaptchaField } from '../../ui/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { refusalText } from '../../ui/tooManyAttempts.ts';
import { FailureAlert } from './FailureAlert.tsx';
import { type JoinRequestInput, sendJoinRequest } from './joinRequestCalls.ts';

export type JoinType = JoinRequestInput['type'];

interface JoinContactDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The choice the landing that opens the dialog stands for (a landing for influencers: influencers). */
  defaultType: JoinType;
}

/** SPEC §2: the contact dialog's types, in its order. */
const JOIN_TYPES: readonly { value: JoinType; label: MessageDescriptor }[] = [
  { value: 'providers', label: msg`Proveedores` },
  { value: 'partners', label: msg`Socios` },
  { value: 'influencers', label: msg`Influencers` },
];

const PHONE_PREFIXES = PHONE_COUNTRIES.map((c) => ({
  value: c.code,
  label: `${c.code.toUpperCase()} ${c.prefix}`,
}));

const LIMITS = schemaLimits.JoinRequestInput;

const messages = {
  required: msg`Este campo es obligatorio`,
  email: msg`Escribe un correo electrónico válido`,
  captcha: msg`Por favor, complete la validación de reCAPTCHA.`,
};

/** A valibot message translated when the check runs, so it follows the interface language. */
const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);

/** Why a phone is refused, in the onboarding and meeting forms' words (machines/phoneRules.ts). */
function phoneMessage(problem: PhoneProblem | null): string {
  switch (problem) {
    case 'tooShort':
      return i18n._(msg`Faltan dígitos: el número es corto para el país elegido`);
    case 'tooLong':
      return i18n._(msg`Sobran dígitos: el número es largo para el país elegido`);
    case 'wrongLength':
      return i18n._(msg`El número no tiene la cantidad de dígitos que se usa en el país elegido`);
    default:
      return i18n._(msg`El número no es un teléfono del país elegido: revisa los primeros dígitos`);
  }
}

interface JoinValues {
  type: JoinType;
  name: string;
  email: string;
  phoneCountry: PhoneCountry;
  phone: string;
  company: string;
  message: string;
}

const requiredText = () => v.pipe(v.string(), v.trim(), v.nonEmpty(say(messages.required)));

/** The form's checks, the server's own (help.yaml createJoinRequest): a phone is optional, but of its country. */
const joinSchema = v.pipe(
  v.object({
    type: v.picklist(JOIN_TYPES.map((choice) => choice.value)),
    name: requiredText(),
    email: v.pipe(requiredText(), v.email(say(messages.email))),
    phoneCountry: v.string(),
    phone: v.string(),
    company: v.string(),
    message: requiredText(),
  }),
  v.forward(
    v.partialCheck(
      [['phoneCountry'], ['phone']],
      (input) =>
        input.phone.trim() === '' || phoneProblem(input.phoneCountry as PhoneCountry, input.phone) === null,
      (issue) => {
        const input = issue.input as Pick<JoinValues, 'phoneCountry' | 'phone'>;
        return phoneMessage(phoneProblem(input.phoneCountry, input.phone));
      },
    ),
    ['phone'],
  ),
);

/** What the server hears: texts trimmed, the optional ones left out when blank, the page's language and ref. */
function requestOf(values: JoinValues, captcha: string): JoinRequestInput {
  const phone = values.phone.trim();
  const company = values.company.trim();
  const ref = referralCode();
  return {
    type: values.type,
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone, phoneCountry: values.phoneCountry } : {}),
    ...(company ? { company } : {}),
    message: values.message.trim(),
    ...(ref ? { ref } : {}),
    language_code: currentLanguage(),
    captcha,
  };
}

/** The fields a 400 can name, each with its words in the interface language (the server's are English). */
const FIELD_MESSAGES: Partial<Record<string, (values: JoinValues) => [keyof JoinValues, string]>> = {
  name: () => ['name', i18n._(messages.required)],
  email: () => ['email', i18n._(messages.email)],
  message: () => ['message', i18n._(messages.required)],
  phone: (values) => ['phone', phoneMessage(phoneProblem(values.phoneCountry, values.phone))],
  phoneCountry: (values) => ['phone', phoneMessage(phoneProblem(values.phoneCountry, values.phone))],
};

/** A refusal that no field can show: the server's words, a 429's wait, or the connection's trouble. */
const alertText = (failure: RequestFailure) =>
  isServerUnreachable(failure) ? i18n._(msg`Problemas de conexión con el servidor`) : refusalText(failure);

/**
 * The landings' contact dialog (SPEC §2: types Providers, Partners, Influencers; §7 POST /api/contact-to-joins):
 * public, it works signed out. The route of a landing composes it; no other feature imports it. A fresh form each
 * time it opens.
 */
export function JoinContactDialog({ opened, onClose, defaultType }: JoinContactDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Contáctanos`}
      size={560}
      closeButtonProps={{ 'aria-label': t`Cerrar el formulario de contacto` }}
    >
      {opened ? <JoinContactBody defaultType={defaultType} onClose={onClose} /> : null}
    </Modal>
  );
}

function JoinContactBody({ defaultType, onClose }: { defaultType: JoinType; onClose: () => void }) {
  const { t } = useLingui();
  const captcha = useCaptcha();
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const form = useForm<JoinValues>({
    initialValues: {
      type: defaultType,
      name: '',
      email: '',
      phoneCountry: DEFAULT_PHONE_COUNTRY,
      phone: '',
      company: '',
      message: '',
    },
    validate: schemaResolver(joinSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);

  const sending = useMutation({
    mutationFn: (values: JoinValues) => sendJoinRequest(requestOf(values, captchaValue)),
    onMutate: () => setFailure(null),
    // Whatever the answer, the captcha was spent: the next try needs a new one.
    onSettled: () => captcha.renew(),
    onError: (error, values) => showRefusal(asFailure(error), values),
  });

  /** A refusal goes where the person can act on it: the field it names, the captcha, or an alert. */
  function showRefusal(refusal: ApiFailure, values: JoinValues) {
    const onField = refusal.status === 400 && refusal.field ? FIELD_MESSAGES[refusal.field] : undefined;
    if (onField) {
      form.setFieldError(...onField(values));
      focusFirstInvalid();
    } else if (refusal.status === 401 && refusal.field === 'captcha') {
      setCaptchaMissing(true);
    } else {
      setFailure(refusal);
    }
  }

  if (sending.isSuccess) {
    return (
      <Stack align="center" gap="md" py="md" role="status">
        <ThemeIcon color="teal" variant="light" size={56} radius="xl">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Text fw={600} ta="center">
          <Trans>¡Gracias! Te escribiremos pronto.</Trans>
        </Text>
        <Button onClick={onClose}>
          <Trans>Cerrar</Trans>
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit(
    (values) => {
      if (!captchaValue) {
        setCaptchaMissing(true);
        return;
      }
      sending.mutate(values);
    },
    () => {
      setCaptchaMissing(!captchaValue);
      focusFirstInvalid();
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            Cuéntanos quién eres y cómo quieres trabajar con nosotros: te responderemos por correo.
          </Trans>
        </Text>
        {failure ? (
          <FailureAlert onDismiss={() => setFailure(null)}>
            {alertText(failure)} <Trans>Lo que escribiste sigue aquí para enviarlo de nuevo.</Trans>
          </FailureAlert>
        ) : null}
        <Radio.Group label={t`Quiero unirme como`} required {...form.getInputProps('type')}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={4}>
            {JOIN_TYPES.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={i18n._(choice.label)} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t`Nombre completo`}
            required
            autoComplete="name"
            maxLength={LIMITS.name.maxLength}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Correo electrónico`}
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.email.maxLength}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t`Teléfono`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={LIMITS.phone.maxLength}
            {...form.getInputProps('phone')}
            // The country's prefix is fixed (SPEC §5); its select sits in the field, as the number's first part.
            leftSectionWidth={96}
            leftSectionPointerEvents="all"
            leftSection={
              <NativeSelect
                aria-label={t`País del teléfono`}
                variant="unstyled"
                data={PHONE_PREFIXES}
                {...form.getInputProps('phoneCountry')}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                rightSectionWidth={22}
                styles={{ input: { paddingInlineStart: 10, paddingInlineEnd: 22 } }}
              />
            }
          />
          <TextInput
            label={t`Empresa o nombre público`}
            autoComplete="organization"
            maxLength={LIMITS.company.maxLength}
            {...form.getInputProps('company')}
          />
        </SimpleGrid>
        <CountedTextarea
          label={t`Mensaje`}
          required
          maxLength={LIMITS.message.maxLength}
          {...form.getInputProps('message')}
        />
        <CaptchaField
          captcha={captcha}
          error={captchaMissing ? i18n._(messages.captcha) : null}
          onChange={(value) => {
            setCaptchaValue(value);
            if (value) setCaptchaMissing(false);
          }}
        />
        <Button type="submit" loading={sending.isPending} style={{ alignSelf: 'flex-end' }}>
          <Trans>Enviar</Trans>
        </Button>
      </Stack>
    </form>
  );
}
