import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle, IconBus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { kindOf } from '../../../../../machines/productKinds.ts';
import type { ContactType } from '../../../../../machines/productTypes.ts';
import { asFailure } from '../../../../api/errors.ts';
import { rolesOf, useSession } from '../../../../api/session.ts';
import { currentLanguage } from '../../../../i18n/i18n.ts';
import { CountedTextarea } from '../../../../ui/CountedTextarea.tsx';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../../../ui/formFeedback.ts';
import { productTypeName } from '../../../../ui/productTypeNames.ts';
import { AnchorLink } from '../../../../ui/RouterLinks.tsx';
import { refusalText } from '../../../../ui/tooManyAttempts.ts';
import {
  type ContactWay,
  contactTypesFor,
  KIND_WORDS,
  LIMITS,
  sendTransportRequest,
  type TransportValues,
  transportSchema,
} from './transportRequest.ts';

/** The server's field of a refusal, as the form names it. */
const FORM_FIELDS = ['product_type', 'coverage_area', 'question', 'phone'] as const;

/**
 * /transportation/information (SPEC §2): the one information route of the five transport kinds, a contact form to
 * support. The kind chosen on Add products comes in `?type`; what is typed stays when the server refuses it, and
 * leaving the page with it unsent asks first.
 */
export function TransportContactPage({ type }: { type?: ContactType | undefined }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const session = useSession();
  const navigate = useNavigate();
  const formId = useId();
  const kinds = contactTypesFor(session ? rolesOf(session.user) : []);
  const form = useForm<TransportValues>({
    mode: 'controlled',
    initialValues: {
      product_type: type !== undefined && kinds.includes(type) ? String(type) : '',
      coverage_area: '',
      question: '',
      contactWay: 'email',
      phone: '',
    },
    validate: schemaResolver(transportSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  /** Sent: the way to its confirmation is not held by the unsent-changes question. */
  const sent = useRef(false);
  const sending = useMutation({
    mutationFn: (values: TransportValues) => sendTransportRequest(values, currentLanguage()),
    onSuccess: (request) => {
      sent.current = true;
      return navigate({
        to: '/transportation/confirmation/$id',
        params: { id: request._id },
        search: { type: request.product_type as ContactType },
      });
    },
    onError: (error) => {
      const failure = asFailure(error);
      const field = FORM_FIELDS.find((name) => name === failure.field);
      if (failure.status === 400 && field) {
        form.setFieldError(field, failure.message);
        focusFirstInvalid();
      }
    },
  });
  useBlocker({
    shouldBlockFn: () =>
      form.isDirty() &&
      !sent.current &&
      !window.confirm(t`Tu solicitud no se ha enviado. ¿Salir y perder lo que escribiste?`),
    enableBeforeUnload: () => form.isDirty() && !sent.current,
  });

  const chosen = Number(form.values.product_type) as ContactType;
  const chosenKind = kindOf(chosen);
  const hint = chosenKind
    ? i18n._(KIND_WORDS[chosenKind.name as keyof typeof KIND_WORDS].hint)
    : t`Tus vehículos, tus rutas o zonas y lo que incluye el servicio.`;
  const failure = sending.isError ? asFailure(sending.error) : null;
  const failureShownOnField = failure?.status === 400 && FORM_FIELDS.some((name) => name === failure.field);

  return (
    <Stack gap="md" maw={720} mx="auto">
      <AnchorLink to="/select-transportation" size="sm">
        <Trans>Tipos de transporte</Trans>
      </AnchorLink>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          id={formId}
          noValidate
          onSubmit={form.onSubmit((values) => sending.mutate(values), focusFirstInvalid)}
        >
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconBus size={28} aria-hidden />
              <Stack gap={4}>
                <Title order={1} size="h2">
                  <Trans>Ofrece tu servicio de transporte</Trans>
                </Title>
                <Text c="dimmed" size="sm">
                  <Trans>
                    Los servicios de transporte se publican con nuestro equipo. Cuéntanos del tuyo: te
                    respondemos en Mensajes en menos de 12 horas.
                  </Trans>
                </Text>
              </Stack>
            </Group>
            <NativeSelect
              label={t`Tipo de transporte`}
              required
              data={[
                { value: '', label: t`Elige uno`, disabled: true },
                ...kinds.map((kind) => ({ value: String(kind), label: i18n._(productTypeName(kind)) })),
              ]}
              {...form.getInputProps('product_type')}
            />
            <TextInput
              label={t`¿Dónde ofreces el servicio?`}
              description={t`Ciudades, rutas o aeropuertos, por ejemplo: Antigua, Ciudad de Guatemala, aeropuerto La Aurora.`}
              required
              maxLength={LIMITS.coverage_area.maxLength}
              {...form.getInputProps('coverage_area')}
            />
            <CountedTextarea
              label={t`Cuéntanos de tu servicio`}
              placeholder={hint}
              required
              maxLength={LIMITS.question.maxLength}
              {...form.getInputProps('question')}
            />
            <Radio.Group
              label={t`¿Cómo prefieres que te contactemos?`}
              {...form.getInputProps('contactWay')}
              onChange={(value) => form.setFieldValue('contactWay', value as ContactWay)}
            >
              <Group gap="lg" mt={6}>
                <Radio value="email" label={t`Por Mensajes y correo`} />
                <Radio value="phone" label={t`Por teléfono`} />
                <Radio value="whatsapp" label="WhatsApp" />
              </Group>
            </Radio.Group>
            {form.values.contactWay === 'email' ? null : (
              <TextInput
                label={t`Teléfono`}
                type="tel"
                autoComplete="tel"
                required
                maxLength={LIMITS.phone.maxLength}
                {...form.getInputProps('phone')}
              />
            )}
            {failure && !failureShownOnField ? (
              <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />}>
                {failure.status === 403
                  ? t`Tu cuenta no puede ofrecer este tipo de transporte.`
                  : failure.status === 429
                    ? refusalText(failure)
                    : t`No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo: lo que escribiste sigue aquí.`}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={sending.isPending}>
                <Trans>Enviar solicitud</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
